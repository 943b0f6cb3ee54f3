import { Empty, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDigitalHuman } from '@orator/contracts';
import { usePhotoAvatars } from '../api/get-photo-avatars';
import { usePhotoList } from '../api/get-photo-list';
import { settleAwaitedPhotos } from '../studio/awaited-photos';
import { useStudio, useUpdateStudio } from '../studio/studio-context';
import { PhotoTile } from './photo-tile';
import { PhotoUpload } from './photo-upload';

/** The user's talking photos: upload a portrait, follow its processing, pick or delete the results. */
export function PhotoAvatars({ chosen }: { chosen: TDigitalHuman | undefined }) {
  const { t } = useTranslation('create');
  const photos = usePhotoList();
  const avatars = usePhotoAvatars();
  const awaited = useStudio((state) => state.awaitedPhotoIds);
  const update = useUpdateStudio();

  // A portrait uploaded here is what the user wants to see speak: it becomes the presenter once it is ready.
  useEffect(() => {
    if (awaited.length === 0 || !photos.data || !avatars.data) return;
    const { ready, stillAwaited } = settleAwaitedPhotos(awaited, photos.data, avatars.data);
    if (stillAwaited.length === awaited.length) return;
    update(ready ? { avatar: ready, awaitedPhotoIds: stillAwaited } : { awaitedPhotoIds: stillAwaited });
  }, [awaited, photos.data, avatars.data, update]);

  const hasRefused = photos.data?.some((photo) => photo.status === 'failed') ?? false;
  return (
    <div className="avatar-browser">
      <PhotoUpload hasRefused={hasRefused} />
      <Spin spinning={photos.isPending}>
        {photos.data?.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('photo.none')} />
        ) : (
          <div className="avatar-grid" data-testid="photo-grid">
            {photos.data?.map((photo) => (
              <PhotoTile
                key={photo.id}
                photo={photo}
                avatar={avatars.data?.find((avatar) => avatar.digitalHumanId === photo.digitalHumanId)}
                chosen={chosen}
              />
            ))}
          </div>
        )}
      </Spin>
    </div>
  );
}
