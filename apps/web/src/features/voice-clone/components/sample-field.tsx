import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLONE_SAMPLE_ACCEPT, CLONE_SAMPLE_LIMITS, type TCloneKind } from '@orator/contracts';
import { isApiError } from '../../../shared/api/api-error';
import { AudioRecorder } from '../../../shared/ui/audio-recorder';
import { uploadSample } from '../api/voice-clone-api';
import { readDuration, sampleProblem } from '../sample-rules';

export interface TChosenSample {
  fileId: number;
  fileName: string;
  durationSec: number | undefined;
}

interface TSampleFieldProps {
  kind: TCloneKind;
  value?: TChosenSample;
  onChange?(sample: TChosenSample | undefined): void;
}

/** Upload or record the voice to clone; checked here at once, then uploaded as a voice sample. */
export function SampleField({ kind, value, onChange }: TSampleFieldProps) {
  const { t } = useTranslation('voiceClone');
  const [problem, setProblem] = useState<string>();
  const [isUploading, setUploading] = useState(false);
  const limits = CLONE_SAMPLE_LIMITS[kind];

  const duration = (seconds: number) =>
    seconds >= 60 ? t('duration.minutes', { count: seconds / 60 }) : t('duration.seconds', { count: seconds });

  async function take(file: File) {
    setProblem(undefined);
    // Type and size are known at once; the length only once the browser has read the file.
    const durationSec = sampleProblem(file, undefined, kind) ? undefined : await readDuration(file);
    const found = sampleProblem(file, durationSec, kind);
    if (found) {
      setProblem(t(found.key, found.params));
      onChange?.(undefined);
      return;
    }
    setUploading(true);
    try {
      const stored = await uploadSample(file);
      onChange?.({ fileId: stored.id, fileName: file.name, durationSec });
    } catch (error) {
      if (isApiError(error)) setProblem(error.message);
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="clone-sample" data-testid="clone-sample">
      <Typography.Paragraph type="secondary" className="clone-sample__hint">
        {t('sample.hint', { minKb: limits.minBytes / 1024, maxMb: limits.maxBytes / (1024 * 1024) })}{' '}
        {t('sample.hintDuration', { min: duration(limits.minSec), max: duration(limits.maxSec) })}
      </Typography.Paragraph>
      <div className="clone-sample__inputs">
        <Upload
          accept={CLONE_SAMPLE_ACCEPT}
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            void take(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={isUploading} data-testid="clone-sample-upload">
            {isUploading ? t('sample.uploading') : t('sample.upload')}
          </Button>
        </Upload>
        <Typography.Text type="secondary">{t('sample.or')}</Typography.Text>
        <AudioRecorder maxSeconds={limits.maxSec} onRecorded={(file) => void take(file)} disabled={isUploading} />
      </div>
      {value && (
        <Typography.Text className="clone-sample__chosen" data-testid="clone-sample-chosen">
          {value.durationSec === undefined
            ? t('sample.readyNoLength', { name: value.fileName })
            : t('sample.ready', { name: value.fileName, seconds: Math.round(value.durationSec) })}
        </Typography.Text>
      )}
      {problem && <Alert type="error" showIcon message={problem} data-testid="clone-sample-problem" />}
    </div>
  );
}
