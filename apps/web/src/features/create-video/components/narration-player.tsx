import { DeleteOutlined, FileOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAudioMouth } from '../studio/studio-context';
import type { TNarration } from '../studio/studio-store';
import { BYTES_PER_MB } from '../../../shared/lib/media-format';
import { audioDurationProblem } from './audio-rules';

interface TNarrationPlayerProps {
  narration: TNarration;
  onRemove: () => void;
}

/** The uploaded audio, playable; playing it moves the preview's mouth, as the video will. */
export function NarrationPlayer({ narration, onRemove }: TNarrationPlayerProps) {
  const { t } = useTranslation(['create', 'messages']);
  const mouth = useAudioMouth();
  const ref = useRef<HTMLAudioElement>(null);
  const [durationProblem, setDurationProblem] = useState<string>();

  useEffect(() => {
    const audio = ref.current;
    return audio ? mouth.follow(audio) : undefined;
  }, [mouth, narration.localUrl]);

  return (
    <div className="narration" data-testid="narration">
      <div className="narration__file">
        <FileOutlined />
        <span className="narration__name">{narration.file.fileName}</span>
        <span className="studio-muted">{(narration.file.size / BYTES_PER_MB).toFixed(1)} MB</span>
        <Button
          type="text"
          size="small"
          icon={<DeleteOutlined />}
          onClick={onRemove}
          aria-label={t('audio.remove')}
          data-testid="narration-remove"
        />
      </div>
      <audio
        ref={ref}
        key={narration.localUrl}
        src={narration.localUrl}
        controls
        className="narration__player"
        onLoadedMetadata={(event) => {
          const problem = audioDurationProblem(event.currentTarget.duration);
          setDurationProblem(problem && t(`messages:${problem.key}`, problem.params));
        }}
      />
      {durationProblem && <Alert type="warning" showIcon title={durationProblem} />}
    </div>
  );
}
