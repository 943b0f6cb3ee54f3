import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TVoice } from '@orator/contracts';
import { VoicePicker } from '../../create-video';

interface TNarrationPanelProps {
  isNarrated: boolean;
  onNarrated: (isNarrated: boolean) => void;
  /** The voice picked in the voice library, kept by the studio state the picker writes to. */
  voice: TVoice | undefined;
  hasSubtitles: boolean;
  onSubtitles: (hasSubtitles: boolean) => void;
}

/** An optional voice that reads the text (the /create page's voice library), and subtitles of what it says. */
export function NarrationPanel({ isNarrated, onNarrated, voice, hasSubtitles, onSubtitles }: TNarrationPanelProps) {
  const { t } = useTranslation('videoGen');
  return (
    <section className="video-gen-section" aria-label={t('narration.title')}>
      <h3>{t('narration.title')}</h3>
      <label className="video-gen-switch">
        <Switch checked={isNarrated} onChange={onNarrated} data-testid="video-gen-narrated" />
        <span>{t('narration.narrate')}</span>
      </label>
      {isNarrated && (
        <>
          <p className="video-gen-muted" data-testid="video-gen-voice">
            {voice ? t('narration.chosen', { name: voice.voiceName }) : t('narration.pick')}
          </p>
          <div className="video-gen-voices">
            <VoicePicker chosen={voice} />
          </div>
        </>
      )}
      <label className="video-gen-switch">
        <Switch
          checked={isNarrated && voice !== undefined && hasSubtitles}
          disabled={!isNarrated || voice === undefined}
          onChange={onSubtitles}
          data-testid="video-gen-subtitles"
        />
        <span>{t('narration.subtitles')}</span>
      </label>
      {(!isNarrated || voice === undefined) && <p className="video-gen-muted">{t('narration.subtitlesNeedVoice')}</p>}
    </section>
  );
}
