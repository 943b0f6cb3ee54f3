import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TOrder } from '@orator/contracts';

const STATUS_COLOURS: Record<TOrder['status'], string> = {
  pending: 'processing',
  paid: 'success',
  failed: 'error',
  cancelled: 'default',
  expired: 'default',
};

export function OrderStatusTag({ status, testId }: { status: TOrder['status']; testId?: string }) {
  const { t } = useTranslation('billing');
  return (
    <Tag color={STATUS_COLOURS[status]} data-testid={testId} data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}
