import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledSlider } from '../../../shared/ui/labelled-slider';

interface TBeforeAfterProps {
  before: string;
  after: string | undefined;
  /** The result has transparent parts: shown over a checkerboard. */
  isTransparent: boolean;
}

/** The photo and its result stacked; the slider uncovers the result from the left. */
export function BeforeAfter({ before, after, isTransparent }: TBeforeAfterProps) {
  const { t } = useTranslation('cutout');
  const [split, setSplit] = useState(50);
  return (
    <div className="cutout-compare" data-testid="cutout-compare">
      <div className="cutout-compare__frame">
        <img className="cutout-compare__image" src={before} alt={t('before')} />
        {after && (
          <img
            className={`cutout-compare__image cutout-compare__after${isTransparent ? ' cutout-compare__after--clear' : ''}`}
            style={{ clipPath: `inset(0 ${100 - split}% 0 0)` }}
            src={after}
            alt={t('after')}
            data-testid="cutout-after"
          />
        )}
      </div>
      <LabelledSlider
        label={t('compareSlider')}
        value={split}
        onChange={setSplit}
        tooltip={{ formatter: null }}
        data-testid="cutout-split"
      />
      <div className="cutout-compare__labels">
        <span>{t('after')}</span>
        <span>{t('before')}</span>
      </div>
    </div>
  );
}
