import { PauseCircleFilled, PlayCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface TSamplePlayer {
  playingUrl: string | undefined;
  toggle: (url: string) => void;
}

const SamplePlayerContext = createContext<TSamplePlayer>({ playingUrl: undefined, toggle: () => undefined });

/** The page's one sample player: starting a sample stops the one playing. */
export function SamplePlayerProvider({ children }: { children: ReactNode }) {
  const [playingUrl, setPlayingUrl] = useState<string>();
  const audio = useRef<HTMLAudioElement>(null);

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    if (!playingUrl) {
      if (!element.paused) element.pause();
      return;
    }
    element.src = playingUrl;
    // A sample that cannot play (offline, a remote engine down) simply stops being the playing one.
    element.play().catch(() => setPlayingUrl(undefined));
  }, [playingUrl]);

  const toggle = useCallback((url: string) => setPlayingUrl((current) => (current === url ? undefined : url)), []);
  const value = useMemo(() => ({ playingUrl, toggle }), [playingUrl, toggle]);
  return (
    <SamplePlayerContext.Provider value={value}>
      {children}
      <audio ref={audio} hidden onEnded={() => setPlayingUrl(undefined)} />
    </SamplePlayerContext.Provider>
  );
}

/** Plays or stops a voice's sample. */
export function SampleButton({ url, name, testId }: { url: string; name: string; testId: string }) {
  const { t } = useTranslation('voices');
  const { playingUrl, toggle } = useContext(SamplePlayerContext);
  const isPlaying = playingUrl === url;
  return (
    <Button
      type="text"
      shape="circle"
      size="large"
      icon={isPlaying ? <PauseCircleFilled /> : <PlayCircleFilled />}
      className="voice-sample-button"
      aria-label={isPlaying ? t('sample.stop', { name }) : t('sample.play', { name })}
      aria-pressed={isPlaying}
      onClick={() => toggle(url)}
      data-testid={testId}
    />
  );
}
