import { CustomerServiceOutlined, DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VOICE_CHANGE_INPUT, type TFileInfo } from '@orator/contracts';
import { AudioRecorder } from '../../../shared/ui/audio-recorder';
import { useUploadAudioInput } from '../api/upload-audio-input';
import { BYTES_PER_MB, SECONDS_PER_MINUTE } from '../../../shared/lib/media-format';
import { inputFileProblem } from '../input-rules';

/** The audio to change: stored on the server, and playable here from the user's own copy. */
export interface TVoiceSource {
  file: TFileInfo;
  localUrl: string;
}

interface TSourcePickerProps {
  source: TVoiceSource | undefined;
  onChange: (source: TVoiceSource | undefined) => void;
  disabled?: boolean;
}

/** Upload a file or record one; either way the audio is stored first, then offered to play. */
export function SourcePicker({ source, onChange, disabled }: TSourcePickerProps) {
  const { t } = useTranslation(['voiceChanger', 'messages']);
  const upload = useUploadAudioInput();
  const [problem, setProblem] = useState<string>();
  const isBusy = disabled || upload.isPending;

  function pick(file: File) {
    const refusal = inputFileProblem(file);
    if (refusal) {
      setProblem(t(`messages:${refusal.key}`, refusal.params));
      return;
    }
    setProblem(undefined);
    upload.mutate(file, {
      onSuccess: (stored) => {
        if (source) URL.revokeObjectURL(source.localUrl);
        onChange({ file: stored, localUrl: URL.createObjectURL(file) });
      },
      onError: (error) => setProblem(error.message || t('messages:uploadFailed')),
    });
  }

  function remove() {
    if (source) URL.revokeObjectURL(source.localUrl);
    onChange(undefined);
  }

  if (source) {
    return (
      <div className="voice-changer-source" data-testid="voice-source">
        <div className="voice-changer-source__file">
          <CustomerServiceOutlined />
          <span className="voice-changer-source__name" data-testid="voice-source-name">
            {source.file.fileName}
          </span>
          <span className="voice-changer-muted">{(source.file.size / BYTES_PER_MB).toFixed(1)} MB</span>
          <Button
            type="text"
            size="small"
            icon={<DeleteOutlined />}
            onClick={remove}
            disabled={disabled}
            aria-label={t('tool.remove')}
            data-testid="voice-source-remove"
          />
        </div>
        <audio
          key={source.localUrl}
          src={source.localUrl}
          controls
          preload="metadata"
          aria-label={t('tool.original')}
          className="voice-changer-source__player"
          data-testid="voice-source-player"
        />
      </div>
    );
  }

  return (
    <div className="voice-changer-source">
      <Upload.Dragger
        accept=".mp3,.wav,.m4a,audio/mpeg,audio/wav,audio/x-wav,audio/mp4,audio/x-m4a"
        showUploadList={false}
        disabled={isBusy}
        beforeUpload={(file) => {
          pick(file);
          // The file goes through the API client, not antd's own request.
          return false;
        }}
        data-testid="voice-source-upload"
      >
        <p className="voice-changer-source__icon">
          <CustomerServiceOutlined />
        </p>
        <p>{upload.isPending ? t('tool.uploading') : t('tool.drop')}</p>
        <p className="voice-changer-muted">
          {t('tool.rules', {
            min: VOICE_CHANGE_INPUT.minSec,
            max: VOICE_CHANGE_INPUT.maxSec / SECONDS_PER_MINUTE,
            size: VOICE_CHANGE_INPUT.maxBytes / BYTES_PER_MB,
          })}
        </p>
      </Upload.Dragger>
      <div className="voice-changer-source__record">
        <span className="voice-changer-muted">{t('tool.or')}</span>
        <AudioRecorder maxSeconds={VOICE_CHANGE_INPUT.maxSec} onRecorded={pick} disabled={isBusy} />
      </div>
      {problem && <Alert type="error" showIcon title={<span data-testid="voice-source-problem">{problem}</span>} />}
    </div>
  );
}
