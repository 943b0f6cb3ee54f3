import { AudioOutlined, BorderOutlined, LoadingOutlined } from '@ant-design/icons';
import { Alert, Button, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAudioRecorder } from '../lib/use-audio-recorder';
import './audio-recorder.css';

/** SPEC 9: a recording lasts at most 10 minutes. */
export const MAX_RECORDING_SECONDS = 600;

interface TAudioRecorderProps {
  maxSeconds?: number;
  onRecorded(file: File): void;
  disabled?: boolean;
}

/** m:ss, as recorders show time. */
function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Records from the microphone and hands over a WAV file, stopping by itself at the maximum length. */
export function AudioRecorder({ maxSeconds = MAX_RECORDING_SECONDS, onRecorded, disabled }: TAudioRecorderProps) {
  const { t } = useTranslation();
  const recorder = useAudioRecorder({ maxSeconds, onRecorded });
  const isRecording = recorder.phase === 'recording';

  return (
    <div className="audio-recorder" data-testid="audio-recorder">
      {isRecording ? (
        <Button danger icon={<BorderOutlined />} onClick={recorder.stop} data-testid="recorder-stop">
          {t('recorder.stop')}
        </Button>
      ) : (
        <Button
          icon={recorder.phase === 'encoding' ? <LoadingOutlined /> : <AudioOutlined />}
          disabled={disabled || recorder.phase === 'encoding'}
          onClick={() => void recorder.start()}
          data-testid="recorder-start"
        >
          {recorder.phase === 'encoding' ? t('recorder.encoding') : t('recorder.start')}
        </Button>
      )}
      {isRecording && (
        <div className="audio-recorder__progress" role="timer" aria-live="off">
          <span data-testid="recorder-elapsed">
            {t('recorder.elapsed', { elapsed: clock(recorder.elapsedSec), max: clock(maxSeconds) })}
          </span>
          <Progress percent={(recorder.elapsedSec / maxSeconds) * 100} showInfo={false} size="small" status="active" />
        </div>
      )}
      {!isRecording && recorder.phase === 'idle' && (
        <span className="audio-recorder__hint">{t('recorder.hint', { max: clock(maxSeconds) })}</span>
      )}
      {recorder.problem && (
        <Alert
          type="error"
          showIcon
          title={<span data-testid="recorder-problem">{t(`recorder.${recorder.problem}`)}</span>}
        />
      )}
    </div>
  );
}
