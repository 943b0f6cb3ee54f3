import { Empty, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPath } from '../../../shared/lib/app-paths';
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
            {clone.thumbnailUrl && <img src={clone.thumbnailUrl} alt="" loading="lazy" />}
          </div>
          <div className="upload-card__body">
            <Link className="upload-card__name" to={AppPath.Avatars}>
              {clone.name}
            </Link>
            <Tag color={clone.status === 'success' ? 'success' : 'default'}>
              {t(`uploads.cloneStatus.${clone.status}`)}
            </Tag>
          </div>
        </article>
      ))}
    </div>
  );
}
