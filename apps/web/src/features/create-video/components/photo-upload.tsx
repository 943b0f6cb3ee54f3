import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { readImageSize } from '../../../shared/lib/image-size';
import { showErrorToast } from '../../../shared/ui/toast';
import { usePhotoUploadNumber } from '../api/get-photo-upload-number';
import { useUploadPhoto } from '../api/upload-photo';
import { PHOTO_TYPES, photoProblem } from './photo-rules';

/** The portrait upload, and how many talking photos the plan still allows. */
export function PhotoUpload() {
  const { t } = useTranslation(['create', 'messages']);
  const count = usePhotoUploadNumber();
  const upload = useUploadPhoto();
  const isFull = count.data !== undefined && count.data.used >= count.data.limit;

  async function pick(file: File) {
    const size = await readImageSize(file).catch(() => undefined);
    const problem = photoProblem(file, size);
    if (problem) {
      showErrorToast(t(`messages:${problem}`));
      return;
    }
    // A refused upload has already been reported by the API client.
    await upload.mutateAsync(file).catch(() => undefined);
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
            : t('photo.count', { used: count.data.used, limit: count.data.limit })}
        </span>
      )}
      <p className="studio-hint">{t('photo.hint')}</p>
    </div>
  );
}
