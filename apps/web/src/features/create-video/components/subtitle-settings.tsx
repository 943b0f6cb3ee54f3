import { Alert, Select, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFonts } from '../api/get-fonts';
import { useStudio, useUpdateStudio } from '../studio/studio-context';
import { ColorSwatches } from './color-swatches';

/** Subtitle colours that read on most backgrounds, all drawn with a dark outline. */
const SUBTITLE_COLORS = ['#ffffff', '#ffe14d', '#00e0ff', '#7cff6b', '#ff7ac6', '#111111'];
/** Chinese, Japanese and Korean characters need a font that carries them, or they render as boxes. */
const CJK_TEXT = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

/** Burnt-in subtitles: on or off, the font and its colour. */
export function SubtitleSettings() {
  const { t } = useTranslation('create');
  const subtitles = useStudio((state) => state.subtitles);
  const script = useStudio((state) => state.script);
  const inputMode = useStudio((state) => state.inputMode);
  const narrationCues = useStudio((state) => state.narrationSubtitles.cues);
  // A narrated video shows the lines made from its audio, not the script box's text.
  const shown = inputMode === 'audio' ? (narrationCues ?? []).map((cue) => cue.text).join(' ') : script;
  const update = useUpdateStudio();
  const fonts = useFonts();
  const font = fonts.data?.find((candidate) => candidate.id === subtitles.fontId);
  const lacksCjk = subtitles.enabled && font !== undefined && !font.cjk && CJK_TEXT.test(shown);

  return (
    <div className="subtitle-settings">
      {subtitles.enabled && inputMode === 'audio' && (
        <Alert type="info" showIcon title={t('subtitles.fromNarration')} data-testid="subtitles-from-narration" />
      )}
      <label className="studio-switch-row">
        <span>{t('subtitles.enabled')}</span>
        <Switch
          checked={subtitles.enabled}
          onChange={(enabled) => update({ subtitles: { ...subtitles, enabled } })}
          data-testid="subtitles-enabled"
        />
      </label>
      <section>
        <h4 className="studio-section-title">{t('subtitles.font')}</h4>
        <Select
          className="studio-full-width"
          value={subtitles.fontId}
          disabled={!subtitles.enabled}
          loading={fonts.isPending}
          onChange={(fontId) => update({ subtitles: { ...subtitles, fontId } })}
          options={fonts.data?.map((option) => ({
            value: option.id,
            label: (
              <span className="font-option" style={{ fontFamily: `"${option.family}", sans-serif` }}>
                {option.name}
                {option.cjk && <Tag variant="filled">{t('subtitles.cjk')}</Tag>}
              </span>
            ),
          }))}
          aria-label={t('subtitles.font')}
          data-testid="subtitles-font"
        />
        <p className="studio-hint">{t('subtitles.cjkHint')}</p>
        {lacksCjk && <Alert type="warning" showIcon title={t('subtitles.cjkMissing')} data-testid="subtitles-cjk" />}
      </section>
      <section>
        <h4 className="studio-section-title">{t('subtitles.color')}</h4>
        <ColorSwatches
          colors={SUBTITLE_COLORS}
          value={subtitles.color}
          onChange={(color) => update({ subtitles: { ...subtitles, color } })}
          testId="subtitles-color"
        />
      </section>
    </div>
  );
}
