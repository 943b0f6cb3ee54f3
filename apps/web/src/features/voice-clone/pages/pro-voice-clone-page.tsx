import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPath } from '../../../shared/lib/app-paths';
import { CloneForm } from '../components/clone-form';
import '../voice-clone.css';

/** Creating a pro voice clone (SPEC 1: 40 languages, operator review): the form, then payment, then the list. */
export default function ProVoiceClonePage() {
  const { t } = useTranslation('voiceClone');
  return (
    <div className="voice-clone-page voice-clone-page--form">
      <Link to={AppPath.VoiceClone}>{t('back')}</Link>
      <Typography.Title level={2}>{t('pro.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('pro.lead')}</Typography.Paragraph>
      <CloneForm kind="pro" />
    </div>
  );
}
