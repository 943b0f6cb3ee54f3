import { Empty, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TDigitalHuman } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import { useCloneAvatars } from '../api/get-clone-avatars';
import { useUpdateStudio } from '../studio/studio-context';
import { AvatarTile } from './avatar-tile';

/** The user's avatar clones; each speaks from a moving loop of its own video. */
export function CloneAvatars({ chosen }: { chosen: TDigitalHuman | undefined }) {
  const { t } = useTranslation('create');
  const clones = useCloneAvatars();
  const update = useUpdateStudio();
  return (
    <div className="avatar-browser">
      <Typography.Paragraph className="studio-hint">{t('clone.moving')}</Typography.Paragraph>
      <Spin spinning={clones.isPending}>
        {clones.data?.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={<Link to={AppPath.FastClone}>{t('clone.none')}</Link>}
          />
        ) : (
          <div className="avatar-grid" data-testid="clone-grid">
            {clones.data?.map((clone) => (
              <AvatarTile
                key={clone.digitalHumanId}
                name={clone.name}
                thumbnailUrl={clone.digitalHumanThumbnailUrl}
                isSelected={chosen?.digitalHumanId === clone.digitalHumanId}
                onSelect={() => update({ avatar: clone })}
                testId={`clone-avatar-${clone.digitalHumanId}`}
              />
            ))}
          </div>
        )}
      </Spin>
    </div>
  );
}
