import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPath } from '../../../shared/lib/app-paths';
import { AvatarCloneList } from '../components/avatar-clone-list';
import { CloneOffers } from '../components/clone-offers';
import '../avatar-clone.css';

/** /digitalHumanClone and /digital-human-clone: what an avatar clone is, the two offers, and the user's clones. */
export default function AvatarCloneIntroPage() {
  const { t } = useTranslation('avatarClone');
  return (
    <div className="avatar-clone-page">
      <Typography.Title level={2}>{t('title')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('lead')} <Link to={AppPath.VideoShootingSpecifications}>{t('upload.howToFilm')}</Link>
      </Typography.Paragraph>
      <CloneOffers />
      <AvatarCloneList />
    </div>
  );
}
