import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPath } from '../../../shared/lib/app-paths';
import { AvatarCloneList } from '../components/avatar-clone-list';
import '../avatar-clone.css';

/** /avatars and /avatars-clone2: the user's avatar clones with their states and actions. */
export default function AvatarsPage() {
  const { t } = useTranslation('avatarClone');
  return (
    <div className="avatar-clone-page">
      <div className="avatar-clone-page__header">
        <Typography.Title level={2}>{t('avatarsTitle')}</Typography.Title>
        <Link to={AppPath.FastCloneUpload}>
          <Button type="primary" data-testid="avatars-new-clone">
            {t('offer.fast.start')}
          </Button>
        </Link>
      </div>
      <AvatarCloneList hasTitle={false} />
    </div>
  );
}
