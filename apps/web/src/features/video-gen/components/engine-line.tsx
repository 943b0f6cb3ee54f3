import { ExperimentOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TVideoGenEngineKind, TVideoGenKind } from '@orator/contracts';

/** What this installation really does, so nobody expects a generative model it does not have. */
export function EngineLine({ engine, kind }: { engine: TVideoGenEngineKind; kind: TVideoGenKind }) {
  const { t } = useTranslation('videoGen');
  return (
    <p className="video-gen-page__engine" data-testid="video-gen-engine-line" data-engine={engine}>
      {engine === 'composed' ? <VideoCameraOutlined /> : <ExperimentOutlined />} {t(`engine.${engine}.${kind}`)}
    </p>
  );
}
