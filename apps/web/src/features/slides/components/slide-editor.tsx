import { ClockCircleOutlined } from '@ant-design/icons';
import { Input, InputNumber, Select, Switch, type GetRef } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SLIDE_PAUSE_SEC, SLIDE_SCRIPT_MAX_CHARS, SLIDE_SILENT_SEC, type TVoice } from '@orator/contracts';
import { insertPause, PauseInserter, useChosenLanguage, useVoices, VOICE_PAGE_SIZE } from '../../create-video';
import { slideSeconds, type TSlideDraft } from '../studio/slide-deck';
import { useDeckStudio } from '../studio/slide-deck-context';
import './slide-studio.css';

/** ZSlideShot's speeds, from half to double, in the steps people pick. */
const SPEED_CHOICES = [0.5, 0.75, 0.9, 1, 1.1, 1.25, 1.5, 2] as const;
/** The select's value for "as the rest of the video". */
const VIDEO_DEFAULT = 'video';

interface TSlideEditorProps {
  slide: TSlideDraft;
  /** The video's voice and speed, which the slide keeps unless it picks its own. */
  videoVoice: TVoice | undefined;
  videoRate: number;
}

/** What the presenter says over the selected slide, in which voice and how fast, and how long a silent slide stays. */
export function SlideEditor({ slide, videoVoice, videoRate }: TSlideEditorProps) {
  const { t } = useTranslation('slides');
  const edit = useDeckStudio((state) => state.edit);
  const language = useChosenLanguage();
  const voices = useVoices({ current: 1, size: VOICE_PAGE_SIZE, language });
  const textAreaRef = useRef<GetRef<typeof Input.TextArea>>(null);
  const percent = (rate: number) => t('editor.percent', { value: Math.round(rate * 100) });

  const listed = voices.data?.records ?? [];
  const voiceChoices =
    slide.voice && !listed.some((voice) => voice.voiceId === slide.voice?.voiceId) ? [slide.voice, ...listed] : listed;
  const isSilent = slide.script.trim() === '';

  function addPause(seconds: number) {
    const element = textAreaRef.current?.resizableTextArea?.textArea;
    const end = slide.script.length;
    const selection = element ? { start: element.selectionStart, end: element.selectionEnd } : { start: end, end };
    const next = insertPause(slide.script, seconds, selection);
    edit(slide.page, { script: next.script });
    // The value is rendered on the next frame; only then can the cursor go after the token.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.cursor, next.cursor);
    });
  }

  return (
    <div className="slide-editor" data-testid="slide-editor">
      <div className="slide-editor__head">
        <strong>{t('strip.slide', { number: slide.page + 1 })}</strong>
        <span className="slide-editor__seconds" data-testid="slide-seconds">
          <ClockCircleOutlined /> {t('editor.onScreen', { seconds: slideSeconds(slide, videoRate) })}
        </span>
      </div>
      <Input.TextArea
        ref={textAreaRef}
        value={slide.script}
        onChange={(event) => edit(slide.page, { script: event.target.value })}
        maxLength={SLIDE_SCRIPT_MAX_CHARS}
        placeholder={t('editor.scriptPlaceholder')}
        autoSize={{ minRows: 4, maxRows: 12 }}
        aria-label={t('editor.script')}
        data-testid="slide-script"
      />
      <div className="slide-editor__toolbar">
        <PauseInserter onInsert={addPause} />
        {isSilent && (
          <label className="slide-editor__field">
            <span>{t('editor.silentSec')}</span>
            <InputNumber
              size="small"
              min={SLIDE_SILENT_SEC.min}
              max={SLIDE_SILENT_SEC.max}
              value={slide.silentSec}
              onChange={(value) => edit(slide.page, { silentSec: value ?? SLIDE_SILENT_SEC.default })}
              suffix={t('editor.secondsUnit')}
              data-testid="slide-silent-sec"
            />
          </label>
        )}
        <label className="slide-editor__field">
          <span>{t('editor.pauseAfter')}</span>
          <InputNumber
            size="small"
            min={SLIDE_PAUSE_SEC.min}
            max={SLIDE_PAUSE_SEC.max}
            step={0.5}
            value={slide.pauseAfterSec}
            onChange={(value) => edit(slide.page, { pauseAfterSec: value ?? SLIDE_PAUSE_SEC.default })}
            suffix={t('editor.secondsUnit')}
            data-testid="slide-pause-after"
          />
        </label>
      </div>
      <div className="slide-editor__voice">
        <label className="slide-editor__field slide-editor__field--wide">
          <span>{t('editor.voice')}</span>
          <Select<string>
            value={slide.voice?.voiceId ?? VIDEO_DEFAULT}
            onChange={(voiceId) => edit(slide.page, { voice: voiceChoices.find((voice) => voice.voiceId === voiceId) })}
            options={[
              { value: VIDEO_DEFAULT, label: t('editor.videoVoice', { name: videoVoice?.voiceName ?? '…' }) },
              ...voiceChoices.map((voice) => ({ value: voice.voiceId, label: voice.voiceName })),
            ]}
            popupMatchSelectWidth={false}
            data-testid="slide-voice"
          />
        </label>
        <label className="slide-editor__field">
          <span>{t('editor.speed')}</span>
          <Select<number | typeof VIDEO_DEFAULT>
            value={slide.speakRate ?? VIDEO_DEFAULT}
            onChange={(rate) => edit(slide.page, { speakRate: rate === VIDEO_DEFAULT ? undefined : rate })}
            options={[
              { value: VIDEO_DEFAULT, label: t('editor.videoSpeed', { speed: percent(videoRate) }) },
              ...SPEED_CHOICES.map((rate) => ({ value: rate, label: percent(rate) })),
            ]}
            popupMatchSelectWidth={false}
            data-testid="slide-speed"
          />
        </label>
      </div>
      <label className="slide-editor__switch">
        <Switch
          size="small"
          checked={slide.isPresenterHidden}
          onChange={(checked) => edit(slide.page, { isPresenterHidden: checked })}
          data-testid="slide-presenter-hidden"
        />
        {t('editor.presenterHidden')}
      </label>
    </div>
  );
}
