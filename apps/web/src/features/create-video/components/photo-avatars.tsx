import { Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TDigitalHuman } from '@orator/contracts';
import { usePhotoAvatars } from '../api/get-photo-avatars';
import { usePhotoList } from '../api/get-photo-list';
import { PhotoTile } from './photo-tile';
import { PhotoUpload } from './photo-upload';

/** The user's talking photos: upload a portrait, follow its processing, pick or delete the results. */
export function PhotoAvatars({ chosen }: { chosen: TDigitalHuman | undefined }) {
  const { t } = useTranslation('create');
  const photos = usePhotoList();
  const avatars = usePhotoAvatars();

  return (
    <div className="avatar-browser">
      <PhotoUpload />
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
