import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_RANGES, type TOrderRange } from '../api/order-range';

interface TRangeFilterProps {
  value: TOrderRange;
  onChange: (range: TOrderRange) => void;
  testId: string;
}

/** All, today, last 7 days, last 30 days (SPEC 9). */
export function RangeFilter({ value, onChange, testId }: TRangeFilterProps) {
  const { t } = useTranslation('billing');
  return (
    <Segmented<TOrderRange>
      value={value}
      onChange={onChange}
      options={ORDER_RANGES.map((range) => ({ value: range, label: t(`range.${range}`) }))}
      data-testid={testId}
    />
  );
}
