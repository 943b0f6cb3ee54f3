import { PauseCircleOutlined, SoundOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDITION_CHARS, type TVoice } from '@orator/contracts';
import { useAuditionVoice } from '../api/audition-voice';
import { useAudioMouth, useStudio, useUpdateStudio } from '../studio/studio-context';

/**
 * Speaks the start of the script with the chosen voice and settings, and moves the preview's mouth with it,
 * so the user hears and sees the video before paying for it.
 */
export function AuditionButton({ voice }: { voice: TVoice | undefined }) {
  const { t } = useTranslation('create');
  const script = useStudio((state) => state.script);
  const speech = useStudio((state) => state.speech);
  const update = useUpdateStudio();
  const mouth = useAudioMouth();
  const audition = useAuditionVoice();
  const playing = useRef<{ audio: HTMLAudioElement; release: () => void }>(undefined);
  const [isPlaying, setIsPlaying] = useState(false);

  function stop() {
    playing.current?.audio.pause();
    playing.current?.release();
    playing.current = undefined;
    setIsPlaying(false);
  }

  // Leaving the page ends the audition with it.
  useEffect(() => {
    const session = playing;
    return () => {
      session.current?.audio.pause();
      session.current?.release();
    };
  }, []);

  async function play() {
    if (!voice) return;
    const spoken = await audition
      .mutateAsync({ text: script, voiceId: voice.voiceId, ...speech })
      .catch(() => undefined);
    if (!spoken) return;
    stop();
    update({ sampleUrl: undefined });
    const url = URL.createObjectURL(spoken);
    const audio = new Audio(url);
    const unfollow = mouth.follow(audio);
    playing.current = {
      audio,
      release: () => {
        unfollow();
        URL.revokeObjectURL(url);
      },
    };
    audio.addEventListener('ended', stop, { once: true });
    setIsPlaying(true);
    await audio.play().catch(stop);
  }

  const isBlank = script.trim() === '';
  return (
    <Tooltip title={isBlank ? t('audition.needsScript') : t('audition.hint', { count: AUDITION_CHARS })}>
      <Button
        block
        icon={isPlaying ? <PauseCircleOutlined /> : <SoundOutlined />}
        loading={audition.isPending}
        disabled={isBlank || !voice}
        onClick={() => (isPlaying ? stop() : void play())}
        data-testid="audition"
      >
        {isPlaying ? t('audition.stop') : t('audition.play')}
      </Button>
    </Tooltip>
  );
}
