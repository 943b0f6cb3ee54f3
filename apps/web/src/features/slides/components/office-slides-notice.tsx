import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCatalogueSummary } from '../../../shared/catalogue/get-catalogue-summary';

/**
 * Says so when this installation can import only PDF decks for want of LibreOffice, and names the command that
 * adds it: otherwise a PPTX would be refused with no way forward but the message.
 */
export function OfficeSlidesNotice() {
  const { t } = useTranslation('slides');
  const { data: summary } = useCatalogueSummary();
  const missing = summary?.missingCapabilities.find((item) => item.capability === 'officeSlides');
  if (!missing) return null;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="office-slides-missing"
      title={t('officeMissing')}
      description={<code>{missing.command}</code>}
    />
  );
}
