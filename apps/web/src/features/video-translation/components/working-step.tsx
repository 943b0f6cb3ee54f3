import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TVideoTranslationTask } from '@orator/contracts';

/** The server's step names the studio can say; any other is shown as the stage alone. */
const KNOWN_STEPS = [
  // The analysis.
  'audio',
  'language',
  // The transcript, by the engine that makes it.
  'subtitles',
  'alignment',
  'whisper',
  'pocketsphinx',
  // The render.
  'voice',
  'speaking',
  'sound',
  'faces',
  'composing',
  'saving',
] as const;
type TKnownStep = (typeof KNOWN_STEPS)[number];

function isKnownStep(step: string | null): step is TKnownStep {
  return KNOWN_STEPS.some((known) => known === step);
}

/** Analysing, transcribing or rendering: what the server is doing now and how far along it is. */
export function WorkingStep({ task }: { task: TVideoTranslationTask }) {
  const { t } = useTranslation('videoTranslation');
  return (
    <section className="vt-working" aria-live="polite" data-testid="vt-working" data-stage={task.stage}>
      <Progress type="circle" percent={Math.round(task.progress)} size={96} />
      <strong className="vt-working__stage" data-testid="vt-working-stage">
        {t(`stage.${task.stage}`)}
      </strong>
      {isKnownStep(task.step) && (
        <span className="vt-working__step" data-testid="vt-working-step">
          {t(`working.steps.${task.step}`)}
        </span>
      )}
      <span className="vt-working__hint">{t(task.stage === 'rendering' ? 'working.renderHint' : 'working.hint')}</span>
    </section>
  );
}
