import { Alert, Button, Radio, Select, Statistic, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  Price,
  SUBTITLE_CHOICES,
  type TSubtitleChoice,
  type TTranslationVoice,
  type TVideoTranslationQuote,
} from '@orator/contracts';
import { envelopeText, isEnvelope } from '../../../shared/api/envelope';
import { formatDuration } from '../../../shared/lib/media-format';
import { FreeUseTag, paysWithFreeUse } from '../../../shared/ui/task-charge';
import { useTargetVoices } from '../api/get-target-voices';
import { useVideoTranslationQuote } from '../api/get-quote';

export interface TRenderChoices {
  voice: TTranslationVoice;
  subtitles: TSubtitleChoice;
  lipSync: boolean;
}

interface TRenderSettingsProps {
  taskId: number;
  target: string | null;
  choices: TRenderChoices;
  onChange: (choices: TRenderChoices) => void;
  /** Nothing can be quoted before the sentences are translated into the chosen target. */
  waitsFor: 'translation' | undefined;
  isSubmitting: boolean;
  failure: string | undefined;
  onSubmit: () => void;
}

/** Step 4: who speaks the translation, which subtitles are burned in, lip sync, and the price before submitting. */
export function RenderSettings(props: TRenderSettingsProps) {
  const { taskId, target, choices, onChange, waitsFor, isSubmitting, failure, onSubmit } = props;
  const { t } = useTranslation(['videoTranslation', 'common']);
  const { voices, isLoading: isLoadingVoices } = useTargetVoices(target);
  const voiceId = choices.voice.mode === 'library' ? choices.voice.voiceId : undefined;
  const quote = useVideoTranslationQuote(waitsFor ? undefined : { id: taskId, ...choices });
  const answer = quote.data;
  const figures: TVideoTranslationQuote | undefined = answer && !isEnvelope(answer) ? answer : undefined;
  const refusal = answer && isEnvelope(answer) ? envelopeText(answer) : quote.error?.message;
  const freeUses = figures?.freeUses;
  const isFree = paysWithFreeUse(freeUses);
  const blocked = figures?.blockedBy;

  function chooseMode(mode: TTranslationVoice['mode']) {
    if (mode === 'clone') onChange({ ...choices, voice: { mode: 'clone' } });
    else if (voices[0]) onChange({ ...choices, voice: { mode: 'library', voiceId: voices[0].voiceId } });
  }

  return (
    <section className="vt-settings" data-testid="vt-settings">
      <h3 className="vt-settings__title">{t('settings.title')}</h3>
      <div className="vt-field">
        <span>{t('settings.voice')}</span>
        <Radio.Group
          value={choices.voice.mode}
          onChange={(event) => chooseMode(event.target.value as TTranslationVoice['mode'])}
          className="vt-settings__voice"
          data-testid="vt-voice-mode"
        >
          <Radio value="clone" data-testid="vt-voice-clone">
            {t('settings.clone')}
          </Radio>
          <Radio value="library" disabled={voices.length === 0} data-testid="vt-voice-library">
            {t('settings.library')}
          </Radio>
        </Radio.Group>
        {choices.voice.mode === 'library' && (
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            value={voiceId}
            loading={isLoadingVoices}
            onChange={(next: string) => onChange({ ...choices, voice: { mode: 'library', voiceId: next } })}
            options={voices.map((voice) => ({ value: voice.voiceId, label: voice.voiceName }))}
            aria-label={t('settings.libraryVoice')}
            data-testid="vt-voice"
          />
        )}
        {target && !isLoadingVoices && voices.length === 0 && (
          <span className="vt-muted">{t('settings.noLibraryVoice')}</span>
        )}
      </div>
      <div className="vt-field">
        <span>{t('settings.subtitles')}</span>
        <Radio.Group
          optionType="button"
          value={choices.subtitles}
          onChange={(event) => onChange({ ...choices, subtitles: event.target.value as TSubtitleChoice })}
          options={SUBTITLE_CHOICES.map((choice) => ({
            value: choice,
            label: t(`settings.subtitleChoices.${choice}`),
          }))}
          data-testid="vt-subtitles"
        />
      </div>
      <label className="vt-settings__switch">
        <Switch
          checked={choices.lipSync}
          onChange={(lipSync) => onChange({ ...choices, lipSync })}
          data-testid="vt-lip-sync"
        />
        <span>{t('settings.lipSync')}</span>
      </label>
      <div className="vt-cost" data-testid="vt-cost">
        <Statistic
          title={t('cost.price')}
          value={isFree ? t('common:charge.free') : (figures?.cost ?? '–')}
          suffix={isFree || !figures ? undefined : t('cost.kcoins')}
          loading={quote.isFetching && !figures}
        />
        <Statistic
          title={t('cost.length')}
          value={
            figures ? t('cost.minutes', { count: figures.minutes, duration: formatDuration(figures.durationSec) }) : '–'
          }
        />
      </div>
      <p className="vt-muted" data-testid="vt-cost-rule">
        {isFree && <FreeUseTag freeUses={freeUses} testId="vt-free-use" />}
        {t('cost.rule', { price: Price.videoTranslationKcoinPerMinute })}
        {figures && ` ${t('cost.balance', { balance: figures.balance })}`}
      </p>
      {waitsFor && <Alert type="info" showIcon title={t('cost.translateFirst')} data-testid="vt-translate-first" />}
      {refusal && <Alert type="error" showIcon title={refusal} data-testid="vt-quote-refusal" />}
      {blocked && <Alert type="warning" showIcon title={t(`cost.blocked.${blocked}`)} data-testid="vt-blocked" />}
      {failure && <Alert type="error" showIcon title={failure} data-testid="vt-submit-failure" />}
      <Button
        type="primary"
        size="large"
        block
        disabled={waitsFor !== undefined || !figures || blocked === 'notTranslated'}
        loading={isSubmitting}
        onClick={onSubmit}
        data-testid="vt-submit"
      >
        {t('settings.submit')}
      </Button>
    </section>
  );
}
