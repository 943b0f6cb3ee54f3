import { EyeOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFaceSwapMapping } from '@orator/contracts';
import { formatDuration } from '../../../shared/lib/media-format';
import { usePreview } from '../api/face-swap-api';

interface TPreviewFramesProps {
  taskId: number;
  mapping: TFaceSwapMapping;
}

/** A few frames swapped with the current choice of faces, free, before paying. */
export function PreviewFrames({ taskId, mapping }: TPreviewFramesProps) {
  const { t } = useTranslation('faceSwap');
  const preview = usePreview();
  const hasMapping = Object.keys(mapping).length > 0;
  // A preview of another choice than the one on screen would mislead.
  const isCurrent = preview.variables && JSON.stringify(preview.variables.mapping) === JSON.stringify(mapping);
  return (
    <section className="face-swap-panel" data-testid="face-swap-preview">
      <h2 className="face-swap-panel__title">{t('preview.title')}</h2>
      <p className="face-swap-panel__hint">{hasMapping ? t('preview.hint') : t('preview.needMapping')}</p>
      <Button
        icon={<EyeOutlined />}
        disabled={!hasMapping}
        loading={preview.isPending}
        onClick={() => preview.mutate({ id: taskId, mapping })}
        data-testid="face-swap-preview-button"
      >
        {t('preview.button')}
      </Button>
      {preview.isError && <Alert type="error" showIcon title={preview.error.message} />}
      {preview.isSuccess && isCurrent && (
        <ul className="face-swap-preview__frames">
          {preview.data.frames.map((frame, index) => (
            <li key={frame.sec}>
              <img
                src={frame.image}
                alt={t('preview.frame', { at: formatDuration(frame.sec) })}
                data-testid={`face-swap-preview-frame-${index}`}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
