import { useTranslation } from 'react-i18next';
import { MissingCapabilityNotice } from '../../../shared/catalogue/missing-capability-notice';

/** Without LibreOffice only PDF decks import: this says so, and how to add it. */
export function OfficeSlidesNotice() {
  const { t } = useTranslation('slides');
  return (
    <MissingCapabilityNotice capability="officeSlides" title={t('officeMissing')} testId="office-slides-missing" />
  );
}
