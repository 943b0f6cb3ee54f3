import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { readImageSize } from '../../../shared/lib/image-size';
import { showErrorToast } from '../../../shared/ui/toast';
import { usePhotoUploadNumber } from '../api/get-photo-upload-number';
import { useUploadPhoto } from '../api/upload-photo';
import { useReadStudio, useUpdateStudio } from '../studio/studio-context';
import { PHOTO_TYPES, photoProblem } from './photo-rules';

/**
 * The portrait upload, and how many talking photos the plan still allows. Photos the face check refused
 * stay listed with their reason but do not count, which `hasRefused` makes the count line say.
 */
export function PhotoUpload({ hasRefused }: { hasRefused: boolean }) {
  const { t } = useTranslation(['create', 'messages']);
  const count = usePhotoUploadNumber();
  const upload = useUploadPhoto();
  const readStudio = useReadStudio();
  const update = useUpdateStudio();
  const isFull = count.data !== undefined && count.data.used >= count.data.limit;

  async function pick(file: File) {
    const size = await readImageSize(file).catch(() => undefined);
    const problem = photoProblem(file, size);
    if (problem) {
      showErrorToast(t(`messages:${problem}`));
      return;
    }
    // A refused upload has already been reported by the API client.
    const photo = await upload.mutateAsync(file).catch(() => undefined);
    if (photo) update({ awaitedPhotoIds: [...readStudio().awaitedPhotoIds, photo.id] });
  }

  return (
    <div className="photo-upload">
      <Upload
        accept={PHOTO_TYPES.join(',')}
        showUploadList={false}
        disabled={isFull}
        beforeUpload={(file) => {
          void pick(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending} disabled={isFull} data-testid="photo-upload">
          {t('photo.upload')}
        </Button>
      </Upload>
      {count.data && (
        <span className="studio-muted" data-testid="photo-count">
          {isFull
            ? t('messages:photoLimitReached', { max: count.data.limit })
            : t(hasRefused ? 'photo.countWithRefused' : 'photo.count', {
                used: count.data.used,
                limit: count.data.limit,
              })}
        </span>
      )}
      <p className="studio-hint">{t('photo.hint')}</p>
    </div>
  );
}
