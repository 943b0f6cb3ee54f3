import { DeleteOutlined, PlayCircleOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { BACKGROUND_UPLOAD_MAX_BYTES, type TUploadedBackground } from '@orator/contracts';
import { showErrorToast } from '../../../shared/ui/toast';
import { useDeleteBackground } from '../api/delete-background';
import { useUploadedBackgrounds } from '../api/get-uploaded-backgrounds';
import { useUploadBackground } from '../api/upload-background';
import { useStudio, useUpdateStudio } from '../studio/studio-context';
import { INITIAL_DRAFT } from '../studio/studio-store';
import { BYTES_PER_MB } from '../../../shared/lib/media-format';

/** The formats the renderer takes as backgrounds (the catalogue's backgroundUnsupported names them). */
const BACKGROUND_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'video/mp4', 'video/quicktime'];

/** The user's own background images and videos: upload, pick, delete. */
export function BackgroundUploads() {
  const { t } = useTranslation(['create', 'messages']);
  const uploads = useUploadedBackgrounds();
  const upload = useUploadBackground();
  const remove = useDeleteBackground();
  const chosen = useStudio((state) => state.background.value);
  const update = useUpdateStudio();

  function choose(background: TUploadedBackground) {
    update({
      background: {
        value: { type: 'upload', fileId: background.fileId },
        url: background.url,
        isVideo: background.kind === 'video',
      },
    });
  }

  function pick(file: File) {
    if (!BACKGROUND_TYPES.includes(file.type)) {
      showErrorToast(t('messages:backgroundUnsupported'));
      return;
    }
    if (file.size > BACKGROUND_UPLOAD_MAX_BYTES) {
      showErrorToast(t('messages:fileTooLarge', { max: `${BACKGROUND_UPLOAD_MAX_BYTES / BYTES_PER_MB} MB` }));
      return;
    }
    // A refused upload has already been reported by the API client.
    upload.mutate(file, { onSuccess: choose });
  }

  async function deleteUpload(background: TUploadedBackground) {
    await remove.mutateAsync(background.fileId).catch(() => undefined);
    if (chosen.type === 'upload' && chosen.fileId === background.fileId) {
      update({ background: INITIAL_DRAFT.background });
    }
  }

  return (
    <section>
      <div className="studio-section-head">
        <h4 className="studio-section-title">{t('background.uploads')}</h4>
        <Upload
          accept={BACKGROUND_TYPES.join(',')}
          showUploadList={false}
          beforeUpload={(file) => {
            pick(file);
            return false;
          }}
        >
          <Button size="small" icon={<UploadOutlined />} loading={upload.isPending} data-testid="background-upload">
            {t('background.upload')}
          </Button>
        </Upload>
      </div>
      <div className="media-grid">
        {uploads.data?.records.map((background) => {
          const isSelected = chosen.type === 'upload' && chosen.fileId === background.fileId;
          return (
            <div key={background.fileId} className={`media-tile${isSelected ? ' is-selected' : ''}`}>
              <button
                type="button"
                className="media-tile__pick"
                onClick={() => choose(background)}
                aria-pressed={isSelected}
                title={background.fileName}
              >
                {background.kind === 'video' ? (
                  <>
                    <video src={background.url} muted preload="metadata" />
                    <PlayCircleOutlined className="media-tile__badge" />
                  </>
                ) : (
                  <img src={background.url} alt={background.fileName} loading="lazy" />
                )}
              </button>
              <Popconfirm
                title={t('background.deleteConfirm')}
                okText={t('background.delete')}
                cancelText={t('cancel')}
                onConfirm={() => deleteUpload(background)}
              >
                <Button
                  size="small"
                  shape="circle"
                  className="media-tile__delete"
                  icon={<DeleteOutlined />}
                  aria-label={t('background.delete')}
                />
              </Popconfirm>
            </div>
          );
        })}
      </div>
      <p className="studio-hint">{t('background.uploadHint')}</p>
    </section>
  );
}
