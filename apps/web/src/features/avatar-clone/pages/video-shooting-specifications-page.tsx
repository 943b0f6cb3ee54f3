import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPath } from '../../../shared/lib/app-paths';
import { ShootingGuide } from '../components/shooting-guide';
import '../avatar-clone.css';

/** The public VideoShootingSpecifications page: how to film a video that makes a good clone. */
export default function VideoShootingSpecificationsPage() {
  const { t } = useTranslation('avatarClone');
  return (
    <div className="avatar-clone-page" data-testid="shooting-specifications">
      <Typography.Title level={1}>{t('specs.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('specs.lead')}</Typography.Paragraph>
      <ShootingGuide />
      <Typography.Title level={2}>{t('specs.refusedTitle')}</Typography.Title>
      <Typography.Paragraph>{t('specs.refused')}</Typography.Paragraph>
      <Link to={AppPath.FastClone}>{t('specs.start')}</Link>
    </div>
  );
}
