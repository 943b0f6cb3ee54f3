import { CheckOutlined, DownloadOutlined, SaveOutlined, SmileOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAiPhotoImage } from '@orator/contracts';
import { isApiError } from '../../../shared/api/api-error';
import { fetchFileBlob, saveBlob } from '../../../shared/api/download-file';
import { useStoredFile } from '../../../shared/api/use-stored-file';
import { TOOL_ENTRY } from '../../../shared/lib/feature-screens';
import { useObjectUrl } from '../../../shared/lib/use-object-url';
import { useAiPhotoToTalkingPhoto, useSaveAiPhoto } from '../api/ai-photo-api';

const EXTENSIONS: Readonly<Record<string, string>> = { 'image/png': 'png', 'image/webp': 'webp' };

interface TVariantCardProps {
  taskId: number;
  image: TAiPhotoImage;
  /** 0-based place among the request's images, as the test ids name it. */
  position: number;
  onPreview: (url: string) => void;
}

/** One of the request's images, with what can be done with it: download, keep, make a talking photo. */
export function VariantCard({ taskId, image, position, onPreview }: TVariantCardProps) {
  const { t } = useTranslation('imageGenerator');
  const stored = useStoredFile(image.fileId);
  const url = useObjectUrl(stored.data);
  const save = useSaveAiPhoto(taskId);
  const avatar = useAiPhotoToTalkingPhoto();
  const [problem, setProblem] = useState<string | null>(null);
  const download = useMutation({
    mutationFn: async () => {
      const blob = stored.data ?? (await fetchFileBlob(image.fileId));
      saveBlob(blob, `ai-photo-${taskId}-${position + 1}.${EXTENSIONS[blob.type] ?? 'jpg'}`);
    },
  });
  const refused = (error: unknown) => setProblem(isApiError(error) ? error.message : t('result.actionFailed'));
  const sceneName = image.scene ? t(`scene.${image.scene}`, { defaultValue: '' }) : '';

  return (
    <article className="ai-photo-variant" data-testid={`ai-photo-variant-${position}`}>
      <button
        type="button"
        className="ai-photo-variant__frame"
        style={{ aspectRatio: `${image.width} / ${image.height}` }}
        disabled={!url}
        onClick={() => url && onPreview(url)}
        aria-label={t('result.preview', { position: position + 1 })}
        data-testid={`ai-photo-image-${position}`}
      >
        {url ? <img src={url} alt={t('result.imageAlt', { position: position + 1 })} /> : <Spin />}
      </button>
      {sceneName && <span className="ai-photo-muted ai-photo-small">{sceneName}</span>}
      <div className="ai-photo-variant__actions">
        <Button
          size="small"
          icon={<DownloadOutlined />}
          loading={download.isPending}
          onClick={() => download.mutate()}
          data-testid={`ai-photo-download-${position}`}
        >
          {t('result.download')}
        </Button>
        <Button
          size="small"
          icon={image.isSaved ? <CheckOutlined /> : <SaveOutlined />}
          disabled={image.isSaved}
          loading={save.isPending}
          onClick={() => {
            setProblem(null);
            save.mutate(image.id, { onError: refused });
          }}
          data-testid={`ai-photo-save-${position}`}
        >
          {image.isSaved ? t('result.saved') : t('result.save')}
        </Button>
        <Button
          size="small"
          icon={<SmileOutlined />}
          disabled={avatar.isSuccess}
          loading={avatar.isPending}
          onClick={() => {
            setProblem(null);
            avatar.mutate(image.id, { onError: refused });
          }}
          data-testid={`ai-photo-avatar-${position}`}
        >
          {t('result.useAsAvatar')}
        </Button>
      </div>
      {avatar.isSuccess && (
        <p className="ai-photo-small" data-testid={`ai-photo-avatar-note-${position}`}>
          {t('result.avatarStarted')} <Link to={TOOL_ENTRY.talkingPhoto}>{t('result.openTalkingPhotos')}</Link>
        </p>
      )}
      {problem && (
        <div className="ai-photo-error-text" role="alert" data-testid={`ai-photo-variant-error-${position}`}>
          {problem}
        </div>
      )}
    </article>
  );
}
