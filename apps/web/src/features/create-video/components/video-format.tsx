import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { VIDEO_RATIOS, VIDEO_RESOLUTIONS, type TVideoRatio } from '@orator/contracts';
import { useStudio, useUpdateStudio } from '../studio/studio-context';
import type { TResolution } from '../studio/studio-store';

/** Where each ratio is watched, which names it better than its numbers. */
const RATIO_SHAPE: Record<TVideoRatio, 'landscape' | 'portrait' | 'square'> = {
  '16:9': 'landscape',
  '9:16': 'portrait',
  '1:1': 'square',
};

/** Ratio and resolution of the video, above the preview that takes the chosen shape. */
export function VideoFormat() {
  const { t } = useTranslation('create');
  const ratio = useStudio((state) => state.ratio);
  const resolution = useStudio((state) => state.resolution);
  const update = useUpdateStudio();
  return (
    <div className="video-format">
      <Segmented<TVideoRatio>
        value={ratio}
        onChange={(value) => update({ ratio: value })}
        options={VIDEO_RATIOS.map((value) => ({
          value,
          label: (
            <span className="video-format__ratio" data-testid={`ratio-${value}`}>
              <span className={`ratio-shape ratio-shape--${RATIO_SHAPE[value]}`} aria-hidden />
              {value}
            </span>
          ),
          title: t(`format.ratio.${RATIO_SHAPE[value]}`),
        }))}
      />
      <Segmented<TResolution>
        value={resolution}
        onChange={(value) => update({ resolution: value })}
        options={VIDEO_RESOLUTIONS.map((value) => ({ value, label: `${value}p` }))}
        aria-label={t('format.resolution')}
      />
    </div>
  );
}
