import { message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCutoutSample } from '@orator/contracts';

interface TSampleStripProps {
  samples: TCutoutSample[];
  /** The sample as a photo of the user's own, to go through the same upload and cutout as any other. */
  onPick: (file: File) => void;
}

/** Drawn product photos a new user can try the cutout on without an upload of their own. */
export function SampleStrip({ samples, onPick }: TSampleStripProps) {
  const { t } = useTranslation('cutout');
  const [loadingId, setLoadingId] = useState<string | null>(null);

  const pick = async (sample: TCutoutSample) => {
    setLoadingId(sample.id);
    try {
      const res = await fetch(sample.fileUrl);
      if (!res.ok) throw new Error(`sample ${sample.id}: HTTP ${res.status}`);
      const name = `${t(`samples.${sample.id}`, { defaultValue: sample.id })}.jpg`;
      onPick(new File([await res.blob()], name, { type: 'image/jpeg' }));
    } catch {
      void message.error(t('sampleFailed'));
    } finally {
      setLoadingId(null);
    }
  };

  if (samples.length === 0) return null;
  return (
    <section className="cutout-samples" aria-labelledby="cutout-samples-title">
      <h2 id="cutout-samples-title" className="cutout-samples__title">
        {t('samplesTitle')}
      </h2>
      <ul className="cutout-samples__list">
        {samples.map((sample) => {
          const label = t(`samples.${sample.id}`, { defaultValue: sample.id });
          return (
            <li key={sample.id}>
              <button
                type="button"
                className="cutout-samples__item"
                disabled={loadingId !== null}
                aria-busy={loadingId === sample.id}
                onClick={() => void pick(sample)}
                data-testid={`cutout-sample-${sample.id}`}
              >
                <img src={sample.fileUrl} alt={label} width={120} height={90} loading="lazy" />
                <span>{label}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
