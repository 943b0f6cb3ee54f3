import { VideoCameraAddOutlined } from '@ant-design/icons';
import { Alert, Progress, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBTITLE_REMOVER_ACCEPT, SUBTITLE_REMOVER_LIMITS, type TSubtitleRemoverSource } from '@orator/contracts';
import { BYTES_PER_MB, SECONDS_PER_MINUTE } from '../../../shared/lib/media-format';
import { useUploadRemoverVideo } from '../api/subtitle-remover-api';
import { videoFileProblem } from '../box-rules';

const LIMITS = SUBTITLE_REMOVER_LIMITS;
const limitParams = {
  maxMb: LIMITS.maxBytes / BYTES_PER_MB,
  minSec: LIMITS.minSec,
  maxMinutes: LIMITS.maxSec / SECONDS_PER_MINUTE,
};

/** The video to clean: checked here for what the browser can tell (kind, size), then by the server from its content. */
export function UploadStep({ onUploaded }: { onUploaded: (source: TSubtitleRemoverSource) => void }) {
  const { t } = useTranslation(['subtitleRemover', 'messages']);
  const upload = useUploadRemoverVideo();
  const [percent, setPercent] = useState(0);
  const [problem, setProblem] = useState<string>();

  function pick(file: File) {
    const refusal = videoFileProblem(file);
    if (refusal) {
      setProblem(t(`messages:${refusal}`, limitParams));
      return;
    }
    setProblem(undefined);
    setPercent(0);
    upload.mutate(
      { file, onProgress: setPercent },
      { onSuccess: onUploaded, onError: (error) => setProblem(error.message || t('messages:uploadFailed')) },
    );
  }

  return (
    <section className="sr-upload" data-testid="sr-upload">
      <Upload.Dragger
        accept={SUBTITLE_REMOVER_ACCEPT}
        showUploadList={false}
        disabled={upload.isPending}
        beforeUpload={(file) => {
          pick(file);
          // The video goes through the API client, not antd's own request.
          return false;
        }}
        data-testid="sr-upload-picker"
      >
        <p className="sr-upload__icon">
          <VideoCameraAddOutlined />
        </p>
        <p className="sr-upload__title">{t('upload.drop')}</p>
        <p className="sr-muted" data-testid="sr-upload-rules">
          {t('upload.rules', limitParams)}
        </p>
      </Upload.Dragger>
      {upload.isPending && (
        <div className="sr-upload__progress" aria-live="polite" data-testid="sr-upload-progress">
          <span>{percent < 100 ? t('upload.sending') : t('upload.checking')}</span>
          <Progress percent={percent} size="small" status="active" />
        </div>
      )}
      {problem && <Alert type="error" showIcon title={problem} data-testid="sr-upload-error" />}
    </section>
  );
}
