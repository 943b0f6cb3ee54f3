import { CaretRightOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { SUBTITLE_CUE_MAX_CHARS, type TSubtitleCue } from '@orator/contracts';
import { formatClock } from '../cue-rules';
import './audio-subtitle.css';

interface TCueRowProps {
  index: number;
  cue: TSubtitleCue;
  /** The line the player is on, highlighted so the user sees which one they hear. */
  isHeard: boolean;
  onChange: (cue: TSubtitleCue) => void;
  onPlay: () => void;
  onRemove: () => void;
}

export function CueRow({ index, cue, isHeard, onChange, onPlay, onRemove }: TCueRowProps) {
  const { t } = useTranslation('audioSubtitle');
  const line = index + 1;
  return (
    <li className={isHeard ? 'audio-subtitle__cue is-heard' : 'audio-subtitle__cue'} data-testid={`cue-${line}`}>
      <Button
        className="audio-subtitle__cue-play"
        icon={<CaretRightOutlined />}
        onClick={onPlay}
        aria-label={`${t('editor.play')} ${line}`}
        title={formatClock(cue.start)}
      />
      <InputNumber
        className="audio-subtitle__cue-start"
        value={cue.start}
        min={0}
        step={0.1}
        precision={2}
        onChange={(value) => onChange({ ...cue, start: value ?? 0 })}
        aria-label={`${t('editor.start')} ${line}`}
      />
      <InputNumber
        className="audio-subtitle__cue-end"
        value={cue.end}
        min={0}
        step={0.1}
        precision={2}
        onChange={(value) => onChange({ ...cue, end: value ?? 0 })}
        aria-label={`${t('editor.end')} ${line}`}
      />
      <Input
        className="audio-subtitle__cue-text"
        value={cue.text}
        maxLength={SUBTITLE_CUE_MAX_CHARS}
        onChange={(event) => onChange({ ...cue, text: event.target.value })}
        aria-label={`${t('editor.text')} ${line}`}
      />
      <Button
        className="audio-subtitle__cue-remove"
        type="text"
        danger
        icon={<DeleteOutlined />}
        onClick={onRemove}
        aria-label={`${t('editor.remove')} ${line}`}
      />
    </li>
  );
}
