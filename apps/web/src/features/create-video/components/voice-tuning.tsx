import { useTranslation } from 'react-i18next';
import { LabelledSlider } from '../../../shared/ui/labelled-slider';
import { useStudio, useUpdateStudio } from '../studio/studio-context';
import type { TSpeechSettings } from '../studio/studio-store';

/** ZSpeech ranges: rate and pitch from half to double, volume from silent to double. */
const SLIDERS: readonly { key: keyof TSpeechSettings; min: number; max: number; step: number }[] = [
  { key: 'speakRate', min: 0.5, max: 2, step: 0.05 },
  { key: 'speakPitch', min: 0.5, max: 2, step: 0.05 },
  { key: 'volume', min: 0, max: 2, step: 0.05 },
];

/** Speed, pitch and loudness of the chosen voice; 1 is the voice as recorded. */
export function VoiceTuning() {
  const { t } = useTranslation('create');
  const speech = useStudio((state) => state.speech);
  const update = useUpdateStudio();
  return (
    <div className="voice-tuning">
      {SLIDERS.map(({ key, min, max, step }) => (
        <div key={key} className="voice-tuning__row">
          <span className="voice-tuning__label">{t(`speech.${key}`)}</span>
          <LabelledSlider
            label={t(`speech.${key}`)}
            min={min}
            max={max}
            step={step}
            value={speech[key]}
            onChange={(value) => update({ speech: { ...speech, [key]: value } })}
            tooltip={{ formatter: (value) => t('speech.value', { value: Math.round((value ?? 1) * 100) }) }}
            data-testid={`speech-${key}`}
          />
          <span className="voice-tuning__value">{t('speech.value', { value: Math.round(speech[key] * 100) })}</span>
        </div>
      ))}
    </div>
  );
}
