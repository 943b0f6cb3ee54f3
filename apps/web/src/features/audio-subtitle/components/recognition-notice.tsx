import { useTranslation } from 'react-i18next';
import { MissingCapabilityNotice } from '../../../shared/catalogue/missing-capability-notice';

/** Without offline recognition every language asks for its text: this says why, and how to add it. */
export function RecognitionNotice() {
  const { t } = useTranslation('audioSubtitle');
  return (
    <MissingCapabilityNotice
      capability="speechRecognition"
      title={t('recognitionMissing')}
      className="audio-subtitle__notice"
      testId="subtitle-recognition-missing"
    />
  );
}
