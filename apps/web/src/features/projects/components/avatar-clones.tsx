import { VideoCameraOutlined } from '@ant-design/icons';
import { Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPath } from '../../../shared/lib/app-paths';
import { CloneStatusTag } from '../../../shared/ui/clone-status-tag';
import { useAvatarCloneList } from '../api/get-avatar-clones';

/** The user's avatar clones with their state; they are paid, renewed and resubmitted on /avatars. */
export function AvatarClones() {
  const { t } = useTranslation('projects');
  const clones = useAvatarCloneList();
  if (clones.isPending) return <Spin className="projects-loading" />;
  if (!clones.data?.records.length) {
    return <Empty description={<Link to={AppPath.FastClone}>{t('uploads.clonesEmpty')}</Link>} />;
  }
  return (
    <div className="upload-grid">
      {clones.data.records.map((clone) => (
        <article className="upload-card" key={clone.id} data-testid={`my-clone-${clone.id}`}>
          <div className="upload-card__preview upload-card__preview--portrait">
            {clone.thumbnailUrl ? (
              <img src={clone.thumbnailUrl} alt="" loading="lazy" />
            ) : (
              // Before preparation a clone has no still of its own.
              <VideoCameraOutlined aria-hidden />
            )}
          </div>
          <div className="upload-card__body">
            <Link className="upload-card__name" to={AppPath.Avatars}>
              {clone.name}
            </Link>
            <CloneStatusTag status={clone.status} namespace="avatarClone" testId={`my-clone-status-${clone.id}`} />
          </div>
        </article>
      ))}
    </div>
  );
}
