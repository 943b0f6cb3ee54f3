import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCatalogueSummary } from '../../../shared/catalogue/get-catalogue-summary';

/**
 * Says so when this installation cannot recognise speech for want of a system package, and names the command
 * that adds it: otherwise every language would ask for its text with no reason given.
 */
export function RecognitionNotice() {
  const { t } = useTranslation('audioSubtitle');
  const { data: summary } = useCatalogueSummary();
  const missing = summary?.missingCapabilities.find((item) => item.capability === 'speechRecognition');
  if (!missing) return null;
  return (
    <Alert
      type="info"
      showIcon
      className="audio-subtitle__notice"
      data-testid="subtitle-recognition-missing"
      message={t('recognitionMissing')}
      description={<code className="audio-subtitle__command">{missing.command}</code>}
    />
  );
}
