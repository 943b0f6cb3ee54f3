import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../components/legal-document';

export default function PrivacyPolicyPage() {
  const { t } = useTranslation('site');
  return (
    <LegalDocument
      title={t('privacy.title')}
      intro={t('privacy.intro')}
      sections={t('privacy.sections', { returnObjects: true })}
      testId="privacy-policy"
    />
  );
}
