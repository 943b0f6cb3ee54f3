import { Empty, Progress, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TPhotoAvatar, TPhotoStatus } from '@orator/contracts';
import { messageText } from '../../../shared/i18n/message-text';
import { useDeletePhotos } from '../api/delete-photos';
import { usePhotoList } from '../api/get-photo-list';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';

const STATUS_COLOR: Record<TPhotoStatus, string> = { processing: 'processing', ready: 'success', failed: 'error' };

function PhotoCard({ photo }: { photo: TPhotoAvatar }) {
  const { t } = useTranslation('projects');
  const remove = useDeletePhotos();
  // The server names why a portrait was refused by a catalogue key, and says it in the caller's language.
  const failure = photo.failMessage ?? (photo.failReason ? messageText(photo.failReason) : undefined);
  return (
    <article className="upload-card" data-testid={`photo-${photo.id}`}>
      <div className="upload-card__preview upload-card__preview--portrait">
        {photo.thumbnailUrl && <img src={photo.thumbnailUrl} alt="" loading="lazy" />}
      </div>
      <div className="upload-card__body">
        <span className="upload-card__name">{photo.name}</span>
        <Tag color={STATUS_COLOR[photo.status]}>{t(`uploads.photoStatus.${photo.status}`)}</Tag>
        {photo.status === 'processing' && <Progress percent={photo.progress} size="small" />}
        {photo.status === 'failed' && failure && <span className="upload-card__failure">{failure}</span>}
      </div>
      <ConfirmDeleteButton
        title={t('uploads.deletePhotoConfirm')}
        onConfirm={() => remove.mutate([photo.id])}
        isPending={remove.isPending}
        testId={`photo-delete-${photo.id}`}
      />
    </article>
  );
}

/** The portraits the user turned into talking photos, with where each stands. */
export function TalkingPhotos() {
  const { t } = useTranslation('projects');
  const photos = usePhotoList();
  if (photos.isPending) return <Spin className="projects-loading" />;
  if (!photos.data?.length) return <Empty description={t('uploads.photosEmpty')} />;
  return (
    <div className="upload-grid">
      {photos.data.map((photo) => (
        <PhotoCard key={photo.id} photo={photo} />
      ))}
    </div>
  );
}
