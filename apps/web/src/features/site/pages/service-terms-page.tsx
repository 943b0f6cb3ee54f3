import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../components/legal-document';

export default function ServiceTermsPage() {
  const { t } = useTranslation('site');
  return (
    <LegalDocument
      title={t('terms.title')}
      intro={t('terms.intro')}
      sections={t('terms.sections', { returnObjects: true })}
      testId="service-terms"
    />
  );
}
