import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { VIDEO_GEN_INPUT, type TVideoGenRatio } from '@orator/contracts';

/** The shape each ratio gives; the ratio itself follows in small print. */
export const RATIO_SHAPES: Record<TVideoGenRatio, 'landscape' | 'portrait' | 'square'> = {
  '16:9': 'landscape',
  '9:16': 'portrait',
  '1:1': 'square',
};

const DURATIONS = Array.from(
  { length: VIDEO_GEN_INPUT.maxDurationSec - VIDEO_GEN_INPUT.minDurationSec + 1 },
  (_, i) => VIDEO_GEN_INPUT.minDurationSec + i,
);

interface TClipSettingsProps {
  ratios: readonly TVideoGenRatio[];
  ratio: TVideoGenRatio;
  onRatio: (ratio: TVideoGenRatio) => void;
  durationSec: number;
  onDuration: (seconds: number) => void;
}

/** The clip's shape and length. */
export function ClipSettings({ ratios, ratio, onRatio, durationSec, onDuration }: TClipSettingsProps) {
  const { t } = useTranslation('videoGen');
  return (
    <section className="video-gen-section video-gen-settings">
      <div>
        <h3>{t('settings.ratio')}</h3>
        <Radio.Group
          value={ratio}
          onChange={(event) => onRatio(event.target.value as TVideoGenRatio)}
          optionType="button"
        >
          {ratios.map((option) => (
            <Radio.Button key={option} value={option}>
              <span data-testid={`video-gen-ratio-${RATIO_SHAPES[option]}`}>
                {t(`settings.shape.${RATIO_SHAPES[option]}`)}
              </span>{' '}
              <span className="video-gen-muted">{option}</span>
            </Radio.Button>
          ))}
        </Radio.Group>
      </div>
      <div>
        <h3>{t('settings.duration')}</h3>
        <Radio.Group
          value={durationSec}
          onChange={(event) => onDuration(Number(event.target.value))}
          optionType="button"
          options={DURATIONS.map((seconds) => ({ value: seconds, label: t('settings.seconds', { seconds }) }))}
          data-testid="video-gen-duration"
        />
      </div>
    </section>
  );
}
