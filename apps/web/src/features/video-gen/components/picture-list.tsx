import { CloseOutlined, InboxOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TPictureUpload } from '../../../shared/lib/use-picture-uploads';

interface TPictureListProps {
  pictures: TPictureUpload[];
  isFull: boolean;
  hint: string;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
}

/** The pictures to film, dropped or picked, each with its thumbnail, state, refusal and remove button. */
export function PictureList({ pictures, isFull, hint, onAdd, onRemove }: TPictureListProps) {
  const { t } = useTranslation('videoGen');
  return (
    <div className="video-gen-pictures">
      {!isFull && (
        <Upload.Dragger
          multiple
          accept="image/jpeg,image/png,image/webp"
          showUploadList={false}
          beforeUpload={(file, fileList) => {
            if (file === fileList[0]) onAdd(fileList);
            return false;
          }}
          data-testid="video-gen-picture-input"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{t('pictures.dropHint')}</p>
          <p className="video-gen-muted">{hint}</p>
        </Upload.Dragger>
      )}
      {pictures.length > 0 && (
        <ul className="video-gen-pictures__list">
          {pictures.map((item, index) => (
            <li key={item.key} data-testid={`video-gen-picture-${index}`} data-state={item.state}>
              <div className="video-gen-pictures__frame">
                <img src={item.localUrl} alt={item.name} />
                {item.state === 'uploading' && (
                  <span className="video-gen-pictures__busy" aria-label={t('pictures.uploading')}>
                    <LoadingOutlined />
                  </span>
                )}
                <Button
                  className="video-gen-pictures__remove"
                  size="small"
                  shape="circle"
                  icon={<CloseOutlined />}
                  onClick={() => onRemove(item.key)}
                  aria-label={t('pictures.remove', { name: item.name })}
                />
              </div>
              {item.error && (
                <div className="video-gen-error-text" role="alert" data-testid={`video-gen-picture-error-${index}`}>
                  {item.error}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
