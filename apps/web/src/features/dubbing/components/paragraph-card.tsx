import { DeleteOutlined, PauseCircleOutlined, PauseOutlined, SoundOutlined } from '@ant-design/icons';
import { Button, Input, Select, Space, Tag } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDITION_CHARS, pauseToken, type TVoice } from '@orator/contracts';
import { insertAt, PAUSE_CHOICES, type TDraftParagraph, type TManner } from '../draft';
import { LabelledSlider } from '../../../shared/ui/labelled-slider';

interface TParagraphCardProps {
  index: number;
  paragraph: TDraftParagraph;
  voices: readonly TVoice[];
  /** The voice that reads it: the one chosen, or the language's default. */
  voiceId: string | undefined;
  onChange: (next: TDraftParagraph) => void;
  onRemove: (() => void) | undefined;
  audition: { isPlaying: boolean; isLoading: boolean; onPlay: () => void; onStop: () => void };
}

const SLIDERS: readonly { key: keyof TManner; min: number; max: number }[] = [
  { key: 'speakRate', min: 0.5, max: 2 },
  { key: 'speakPitch', min: 0.5, max: 2 },
  { key: 'volume', min: 0, max: 2 },
];

/** One paragraph: its text with pauses, the voice that reads it and how, and its audition. */
export function ParagraphCard({
  index,
  paragraph,
  voices,
  voiceId,
  onChange,
  onRemove,
  audition,
}: TParagraphCardProps) {
  const { t } = useTranslation('dubbing');
  const textArea = useRef<TextAreaRef>(null);
  const [pauseSeconds, setPauseSeconds] = useState(1);
  const testId = `paragraph-${index}`;

  function insertPause() {
    const field = textArea.current?.resizableTextArea?.textArea;
    const position = field?.selectionStart ?? paragraph.content.length;
    const { text, cursor } = insertAt(paragraph.content, position, pauseToken(pauseSeconds));
    onChange({ ...paragraph, content: text });
    requestAnimationFrame(() => field?.setSelectionRange(cursor, cursor));
  }

  return (
    <section className="dubbing-paragraph" data-testid={testId}>
      <header className="dubbing-paragraph__head">
        <span className="dubbing-paragraph__number">{t('paragraph.title', { number: index + 1 })}</span>
        <Select
          className="dubbing-paragraph__voice"
          showSearch
          optionFilterProp="label"
          value={voiceId}
          placeholder={t('paragraph.voice')}
          aria-label={t('paragraph.voice')}
          onChange={(next: string) => onChange({ ...paragraph, voiceId: next })}
          options={voices.map((voice) => ({
            value: voice.voiceId,
            label: `${voice.voiceName} · ${t(`gender.${voice.gender}`)}`,
            title: voice.memberOnly ? t('paragraph.memberOnly') : undefined,
          }))}
          optionRender={(option) => {
            const voice = voices.find((candidate) => candidate.voiceId === option.value);
            return (
              <span>
                {option.label} {voice?.memberOnly && <Tag color="gold">{t('paragraph.memberTag')}</Tag>}
              </span>
            );
          }}
          data-testid={`${testId}-voice`}
        />
        {onRemove && (
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('paragraph.remove')}
            onClick={onRemove}
            data-testid={`${testId}-remove`}
          />
        )}
      </header>
      <Input.TextArea
        ref={textArea}
        value={paragraph.content}
        onChange={(event) => onChange({ ...paragraph, content: event.target.value })}
        autoSize={{ minRows: 3, maxRows: 12 }}
        placeholder={t('paragraph.placeholder')}
        aria-label={t('paragraph.text', { number: index + 1 })}
        data-testid={`${testId}-text`}
      />
      <div className="dubbing-paragraph__tools">
        <Space.Compact size="small">
          <Select
            value={pauseSeconds}
            onChange={setPauseSeconds}
            options={PAUSE_CHOICES.map((value) => ({ value, label: t('paragraph.pauseSeconds', { seconds: value }) }))}
            popupMatchSelectWidth={false}
            aria-label={t('paragraph.pauseLength')}
            data-testid={`${testId}-pause-length`}
          />
          <Button
            icon={<PauseCircleOutlined />}
            onMouseDown={(event) => event.preventDefault()}
            onClick={insertPause}
            data-testid={`${testId}-pause`}
          >
            {t('paragraph.insertPause')}
          </Button>
        </Space.Compact>
        <Button
          size="small"
          icon={audition.isPlaying ? <PauseOutlined /> : <SoundOutlined />}
          loading={audition.isLoading}
          disabled={paragraph.content.trim() === '' || !voiceId}
          title={t('paragraph.auditionHint', { count: AUDITION_CHARS })}
          onClick={audition.isPlaying ? audition.onStop : audition.onPlay}
          data-testid={`${testId}-audition`}
        >
          {audition.isPlaying ? t('paragraph.stop') : t('paragraph.audition')}
        </Button>
      </div>
      <div className="dubbing-paragraph__manner">
        {SLIDERS.map(({ key, min, max }) => (
          <div key={key} className="dubbing-paragraph__slider">
            <span>{t(`manner.${key}`)}</span>
            <LabelledSlider
              label={t(`manner.${key}`)}
              min={min}
              max={max}
              step={0.05}
              value={paragraph[key]}
              onChange={(value) => onChange({ ...paragraph, [key]: value })}
              tooltip={{ formatter: (value) => `${Math.round((value ?? 1) * 100)}%` }}
            />
            <span className="dubbing-paragraph__value">{Math.round(paragraph[key] * 100)}%</span>
          </div>
        ))}
      </div>
    </section>
  );
}
