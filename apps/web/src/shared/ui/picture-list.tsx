import { CloseOutlined, InboxOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import type { TPictureUpload } from '../lib/use-picture-uploads';
import './picture-list.css';

interface TPictureListProps {
  /** Starts each test id: `<testIdPrefix>-input`, `<testIdPrefix>-0`, `<testIdPrefix>-error-0`, ... */
  testIdPrefix: string;
  pictures: TPictureUpload[];
  isFull: boolean;
  isMultiple?: boolean;
  /** The page's own words: what to drop, the rules under it, and the busy and remove labels. */
  texts: { dropHint: string; hint: string; uploading: string; remove: (name: string) => string };
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
}

/**
 * The pictures of a usePictureUploads list, dropped or picked, each with its thumbnail, state, refusal and remove
 * button; the drop area goes once the list is full.
 */
export function PictureList(props: TPictureListProps) {
  const { testIdPrefix, pictures, isFull, isMultiple = true, texts, onAdd, onRemove } = props;
  return (
    <div className="picture-list">
      {!isFull && (
        <Upload.Dragger
          multiple={isMultiple}
          accept="image/jpeg,image/png,image/webp"
          showUploadList={false}
          beforeUpload={(file, fileList) => {
            if (file === fileList[0]) onAdd(fileList);
            return false;
          }}
          data-testid={`${testIdPrefix}-input`}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{texts.dropHint}</p>
          <p className="picture-list__hint">{texts.hint}</p>
        </Upload.Dragger>
      )}
      {pictures.length > 0 && (
        <ul className="picture-list__items">
          {pictures.map((item, index) => (
            <li key={item.key} data-testid={`${testIdPrefix}-${index}`} data-state={item.state}>
              <div className="picture-list__frame">
                <img src={item.localUrl} alt={item.name} />
                {item.state === 'uploading' && (
                  <span className="picture-list__busy" aria-label={texts.uploading}>
                    <LoadingOutlined />
                  </span>
                )}
                <Button
                  className="picture-list__remove"
                  size="small"
                  shape="circle"
                  icon={<CloseOutlined />}
                  onClick={() => onRemove(item.key)}
                  aria-label={texts.remove(item.name)}
                />
              </div>
              {item.error && (
                <div className="picture-list__error" role="alert" data-testid={`${testIdPrefix}-error-${index}`}>
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
