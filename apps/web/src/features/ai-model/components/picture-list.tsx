import { CloseOutlined, InboxOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TPictureUpload } from '../../../shared/lib/use-picture-uploads';

interface TPictureListProps {
  /** Names the test ids: `ai-model-<name>-input`, `ai-model-<name>-0`, ... */
  name: 'product' | 'person';
  pictures: TPictureUpload[];
  isFull: boolean;
  isMultiple: boolean;
  hint: string;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
}

/** Pictures dropped or picked, each with its thumbnail, state, refusal and remove button. */
export function PictureList({ name, pictures, isFull, isMultiple, hint, onAdd, onRemove }: TPictureListProps) {
  const { t } = useTranslation('aiModel');
  return (
    <div className="ai-model-pictures">
      {!isFull && (
        <Upload.Dragger
          multiple={isMultiple}
          accept="image/jpeg,image/png,image/webp"
          showUploadList={false}
          beforeUpload={(file, fileList) => {
            if (file === fileList[0]) onAdd(fileList);
            return false;
          }}
          data-testid={`ai-model-${name}-input`}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{t('pictures.dropHint')}</p>
          <p className="ai-model-muted">{hint}</p>
        </Upload.Dragger>
      )}
      {pictures.length > 0 && (
        <ul className="ai-model-pictures__list">
          {pictures.map((item, index) => (
            <li key={item.key} data-testid={`ai-model-${name}-${index}`} data-state={item.state}>
              <div className="ai-model-pictures__frame">
                <img src={item.localUrl} alt={item.name} />
                {item.state === 'uploading' && (
                  <span className="ai-model-pictures__busy" aria-label={t('pictures.uploading')}>
                    <LoadingOutlined />
                  </span>
                )}
                <Button
                  className="ai-model-pictures__remove"
                  size="small"
                  shape="circle"
                  icon={<CloseOutlined />}
                  onClick={() => onRemove(item.key)}
                  aria-label={t('pictures.remove', { name: item.name })}
                />
              </div>
              {item.error && (
                <div className="ai-model-error-text" role="alert" data-testid={`ai-model-${name}-error-${index}`}>
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
