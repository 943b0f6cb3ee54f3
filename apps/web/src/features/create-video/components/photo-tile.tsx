import { DeleteOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TDigitalHuman, TPhotoAvatar } from '@orator/contracts';
import { messageText } from '../../../shared/i18n/message-text';
import { useDeletePhoto } from '../api/delete-photo';
import { usePhotoProgress } from '../api/get-photo-progress';
import { useUpdateStudio } from '../studio/studio-context';
import { AvatarTile } from './avatar-tile';

interface TPhotoTileProps {
  photo: TPhotoAvatar;
  /** The avatar made from the photo, once it is ready. */
  avatar: TDigitalHuman | undefined;
  chosen: TDigitalHuman | undefined;
}

/** A talking photo in any state: processing with its progress, refused with the reason, or ready to pick. */
export function PhotoTile({ photo, avatar, chosen }: TPhotoTileProps) {
  const { t } = useTranslation('create');
  const update = useUpdateStudio();
  const remove = useDeletePhoto();
  const progress = usePhotoProgress(photo.id, photo.status === 'processing');
  const current = progress.data ?? photo;
  const isChosen = chosen !== undefined && chosen.digitalHumanId === photo.digitalHumanId;

  const deleteAction = (
    <Popconfirm
      title={t('photo.deleteConfirm')}
      okText={t('photo.delete')}
      cancelText={t('cancel')}
      onConfirm={() =>
        remove.mutateAsync(photo.id).then(
          () => isChosen && update({ avatar: undefined }),
          () => undefined,
        )
      }
    >
      <Button
        size="small"
        shape="circle"
        icon={<DeleteOutlined />}
        loading={remove.isPending}
        aria-label={t('photo.delete')}
        data-testid={`photo-delete-${photo.id}`}
      />
    </Popconfirm>
  );

  if (current.status === 'ready' && avatar) {
    return (
      <AvatarTile
        name={photo.name}
        thumbnailUrl={current.thumbnailUrl}
        isSelected={isChosen}
        onSelect={() => update({ avatar })}
        actions={deleteAction}
        testId={`photo-${photo.id}`}
      />
    );
  }
  return (
    <div className={`photo-state photo-state--${current.status}`} data-testid={`photo-${photo.id}`}>
      {current.status === 'failed' ? (
        <>
          <ExclamationCircleOutlined className="photo-state__icon" />
          <span className="photo-state__reason">
            {current.failMessage ?? (current.failReason ? messageText(current.failReason) : t('photo.failed'))}
          </span>
        </>
      ) : (
        <>
          <Progress type="circle" size={56} percent={Math.round(current.progress)} />
          <span className="studio-muted">{t('photo.processing')}</span>
        </>
      )}
      <span className="photo-state__name">{photo.name}</span>
      <span className="avatar-tile__actions">{deleteAction}</span>
    </div>
  );
}
