import { VideoCameraAddOutlined } from '@ant-design/icons';
import { Alert, Progress, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEO_TRANSLATION_ACCEPT, VIDEO_TRANSLATION_LIMITS, type TVideoTranslationTask } from '@orator/contracts';
import { BYTES_PER_MB, SECONDS_PER_MINUTE } from '../../../shared/lib/media-format';
import { useUploadVideo } from '../api/upload-video';
import { taskNameOf, videoFileProblem } from '../video-translation-rules';

const MAX_MB = VIDEO_TRANSLATION_LIMITS.maxBytes / BYTES_PER_MB;
const MAX_MINUTES = VIDEO_TRANSLATION_LIMITS.maxSec / SECONDS_PER_MINUTE;

interface TVideoUploadStepProps {
  onUploaded: (task: TVideoTranslationTask) => void;
  /** Reports whether bytes are on their way, for the page's leave guard. */
  onUploadingChange: (isUploading: boolean) => void;
}

/** Step 1: an MP4 or MOV of someone talking, checked here for what the browser can tell, then sent. */
export function VideoUploadStep({ onUploaded, onUploadingChange }: TVideoUploadStepProps) {
  const { t } = useTranslation(['videoTranslation', 'messages']);
  const upload = useUploadVideo();
  const [percent, setPercent] = useState(0);
  const [problem, setProblem] = useState<string>();

  function pick(file: File) {
    const refusal = videoFileProblem(file);
    if (refusal) {
      setProblem(
        refusal === 'wrongFormat'
          ? t('messages:videoTranslationWrongFormat')
          : t('messages:videoTranslationTooLarge', { maxMb: MAX_MB }),
      );
      return;
    }
    setProblem(undefined);
    setPercent(0);
    onUploadingChange(true);
    upload.mutate(
      { file, taskName: taskNameOf(file.name), onProgress: setPercent },
      {
        onSuccess: onUploaded,
        onError: (error) => setProblem(error.message || t('upload.failed')),
        onSettled: () => onUploadingChange(false),
      },
    );
  }

  return (
    <section className="vt-upload" data-testid="vt-upload">
      <Upload.Dragger
        accept={VIDEO_TRANSLATION_ACCEPT}
        showUploadList={false}
        disabled={upload.isPending}
        beforeUpload={(file) => {
          pick(file);
          // The video goes through the API client, not antd's own request.
          return false;
        }}
        data-testid="vt-upload-picker"
      >
        <p className="vt-upload__icon">
          <VideoCameraAddOutlined />
        </p>
        <p className="vt-upload__title">{t('upload.drop')}</p>
        <p className="vt-upload__hint" data-testid="vt-upload-rules">
          {t('upload.rules', { maxMb: MAX_MB, maxMinutes: MAX_MINUTES })}
        </p>
      </Upload.Dragger>
      {upload.isPending && (
        <div className="vt-upload__progress" aria-live="polite" data-testid="vt-upload-progress">
          <span>{t('upload.sending')}</span>
          <Progress percent={percent} size="small" status="active" />
        </div>
      )}
      {problem && <Alert type="error" showIcon title={problem} data-testid="vt-upload-error" />}
      <ul className="vt-upload__steps">
        {(['upload', 'language', 'edit', 'render'] as const).map((key) => (
          <li key={key}>{t(`upload.how.${key}`)}</li>
        ))}
      </ul>
    </section>
  );
}
