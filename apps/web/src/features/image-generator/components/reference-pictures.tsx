import { CloseOutlined, InboxOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Upload, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { AI_PHOTO_INPUT } from '@orator/contracts';
import { BYTES_PER_MB } from '../../../shared/lib/media-format';
import type { TPictureUpload } from '../../../shared/lib/use-picture-uploads';

interface TReferencePicturesProps {
  references: TPictureUpload[];
  isFull: boolean;
  isRequired: boolean;
  /** Answers how many files were left out for want of room. */
  onAdd: (files: File[]) => number;
  onRemove: (key: string) => void;
}

/** Up to three pictures of the product: dropped or picked, each with its thumbnail, state and remove button. */
export function ReferencePictures({ references, isFull, isRequired, onAdd, onRemove }: TReferencePicturesProps) {
  const { t } = useTranslation('imageGenerator');
  const add = (files: File[]) => {
    if (onAdd(files) > 0) void message.warning(t('references.full', { max: AI_PHOTO_INPUT.maxReferences }));
  };

  return (
    <section className="ai-photo-references" aria-label={t('references.title')}>
      <h3>
        {t('references.title')}
        <span className="ai-photo-muted"> {isRequired ? t('references.required') : t('references.optional')}</span>
      </h3>
      <Upload.Dragger
        multiple
        accept="image/jpeg,image/png,image/webp"
        showUploadList={false}
        disabled={isFull}
        beforeUpload={(file, fileList) => {
          if (file === fileList[0]) add(fileList);
          return false;
        }}
        data-testid="ai-photo-reference-input"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>{isFull ? t('references.full', { max: AI_PHOTO_INPUT.maxReferences }) : t('references.dropHint')}</p>
        <p className="ai-photo-muted ai-photo-small">
          {t('references.rules', {
            max: AI_PHOTO_INPUT.maxReferences,
            mb: AI_PHOTO_INPUT.maxBytes / BYTES_PER_MB,
            min: AI_PHOTO_INPUT.minPx,
            px: AI_PHOTO_INPUT.maxPx,
          })}
        </p>
      </Upload.Dragger>
      {references.length > 0 && (
        <ul className="ai-photo-references__list">
          {references.map((item, index) => (
            <li
              key={item.key}
              className={`ai-photo-reference ai-photo-reference--${item.state}`}
              data-testid={`ai-photo-reference-${index}`}
              data-state={item.state}
            >
              <div className="ai-photo-reference__frame">
                <img src={item.localUrl} alt={item.name} />
                {item.state === 'uploading' && (
                  <span className="ai-photo-reference__busy" aria-label={t('references.uploading')}>
                    <LoadingOutlined />
                  </span>
                )}
                <Button
                  className="ai-photo-reference__remove"
                  size="small"
                  shape="circle"
                  icon={<CloseOutlined />}
                  onClick={() => onRemove(item.key)}
                  aria-label={t('references.remove', { name: item.name })}
                  data-testid={`ai-photo-reference-remove-${index}`}
                />
              </div>
              {item.error && (
                <div className="ai-photo-error-text" role="alert" data-testid={`ai-photo-reference-error-${index}`}>
                  {item.error}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
