import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TVoice } from '@orator/contracts';
import { useStudio } from '../studio/studio-context';
import { AuditionButton } from './audition-button';
import { VoicePicker } from './voice-picker';
import { VoiceTuning } from './voice-tuning';

/** The voice that speaks the script, how it speaks, and a way to hear it first. */
export function VoicePanel({ chosen }: { chosen: TVoice | undefined }) {
  const { t } = useTranslation('create');
  const inputMode = useStudio((state) => state.inputMode);
  if (inputMode === 'audio') return <Alert type="info" showIcon title={t('voice.audioMode')} />;
  return (
    <div className="voice-panel">
      <div className="voice-panel__tuning">
        <VoiceTuning />
        <AuditionButton voice={chosen} />
      </div>
      <VoicePicker chosen={chosen} />
    </div>
  );
}
