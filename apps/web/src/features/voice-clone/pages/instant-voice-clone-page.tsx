import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPath } from '../../../shared/lib/app-paths';
import { CloneForm } from '../components/clone-form';
import '../voice-clone.css';

/** Creating an instant voice clone: the form, then payment, then back to the list to follow it. */
export default function InstantVoiceClonePage() {
  const { t } = useTranslation('voiceClone');
  return (
    <div className="voice-clone-page voice-clone-page--form">
      <Link to={AppPath.VoiceClone}>{t('back')}</Link>
      <Typography.Title level={2}>{t('instant.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('instant.lead')}</Typography.Paragraph>
      <CloneForm kind="instant" />
    </div>
  );
}
