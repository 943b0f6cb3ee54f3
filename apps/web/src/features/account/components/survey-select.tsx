import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { toLocale } from '@orator/contracts';
import { useDirectoryTypes, type TSurveyDirectoryCode } from '../api/get-directory-types';
import { directoryLabel } from '../directory-label';

interface TSurveySelectProps {
  code: TSurveyDirectoryCode;
  /** Set by Form.Item. */
  value?: string;
  onChange?: (value: string | undefined) => void;
}

/** One survey question, answered with a directory choice; the choice is kept by its English name. */
export function SurveySelect({ code, value, onChange }: TSurveySelectProps) {
  const { t, i18n } = useTranslation('account');
  const choices = useDirectoryTypes(code);
  const locale = toLocale(i18n.language);
  return (
    <Select<string>
      value={value || undefined}
      onChange={onChange}
      allowClear
      loading={choices.isLoading}
      placeholder={t('survey.choose')}
      options={[...(choices.data ?? [])]
        .sort((a, b) => a.sort - b.sort)
        .map((entry) => ({ value: entry.valueEn, label: directoryLabel(entry, locale) }))}
      data-testid={`survey-${code}`}
    />
  );
}
