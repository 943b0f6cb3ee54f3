import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  VOICE_CHANGE_FORMANT_RANGE,
  VOICE_CHANGE_PITCH_RANGE,
  VOICE_CHANGE_PRESETS,
  type TVoiceChangePreset,
} from '@orator/contracts';
import { signed } from '../input-rules';
import { LabelledSlider } from '../../../shared/ui/labelled-slider';

export interface TVoiceSettings {
  preset: TVoiceChangePreset;
  pitchSemitones: number;
  formantSemitones: number;
}

interface TPresetPickerProps {
  value: TVoiceSettings;
  onChange: (value: TVoiceSettings) => void;
  disabled?: boolean;
}

/** The six voices and the custom setting, whose pitch and timbre sliders show only when it is chosen. */
export function PresetPicker({ value, onChange, disabled }: TPresetPickerProps) {
  const { t } = useTranslation('voiceChanger');
  const semitones = (shift: number) => t('custom.semitones', { value: signed(shift) });

  return (
    <div className="voice-changer-presets">
      <Radio.Group
        className="voice-changer-presets__grid"
        value={value.preset}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, preset: event.target.value as TVoiceChangePreset })}
      >
        {VOICE_CHANGE_PRESETS.map((preset) => (
          <Radio.Button key={preset} value={preset} className="voice-changer-preset">
            <span className="voice-changer-preset__body" data-testid={`preset-${preset}`}>
              <strong>{t(`preset.${preset}.name`)}</strong>
              <span className="voice-changer-preset__text">{t(`preset.${preset}.text`)}</span>
            </span>
          </Radio.Button>
        ))}
      </Radio.Group>
      {value.preset === 'custom' && (
        <div className="voice-changer-custom" data-testid="custom-sliders">
          <label className="voice-changer-custom__row">
            <span>
              {t('custom.pitch')}{' '}
              <span className="voice-changer-muted" data-testid="custom-pitch-value">
                {semitones(value.pitchSemitones)}
              </span>
            </span>
            <LabelledSlider
              label={t('custom.pitch')}
              min={VOICE_CHANGE_PITCH_RANGE.min}
              max={VOICE_CHANGE_PITCH_RANGE.max}
              step={1}
              value={value.pitchSemitones}
              disabled={disabled}
              tooltip={{ formatter: (shift) => semitones(shift ?? 0) }}
              onChange={(pitchSemitones) => onChange({ ...value, pitchSemitones })}
              data-testid="custom-pitch"
            />
            <span className="voice-changer-muted">{t('custom.pitchHint')}</span>
          </label>
          <label className="voice-changer-custom__row">
            <span>
              {t('custom.formant')}{' '}
              <span className="voice-changer-muted" data-testid="custom-formant-value">
                {semitones(value.formantSemitones)}
              </span>
            </span>
            <LabelledSlider
              label={t('custom.formant')}
              min={VOICE_CHANGE_FORMANT_RANGE.min}
              max={VOICE_CHANGE_FORMANT_RANGE.max}
              step={1}
              value={value.formantSemitones}
              disabled={disabled}
              tooltip={{ formatter: (shift) => semitones(shift ?? 0) }}
              onChange={(formantSemitones) => onChange({ ...value, formantSemitones })}
              data-testid="custom-formant"
            />
            <span className="voice-changer-muted">{t('custom.formantHint')}</span>
          </label>
        </div>
      )}
    </div>
  );
}
