import { useEffect, useRef, useState } from 'react';
import { showErrorToast } from '../../../shared/ui/toast';
import { streamAudition, type TAuditionPlayback, type TAuditionRequest } from './stream-audition';

/**
 * One audition at a time across the page: starting another stops the one playing. `key` names what
 * is playing (a paragraph), so its button can show the stop state.
 */
export function useAudition() {
  const playback = useRef<TAuditionPlayback>(undefined);
  const [playingKey, setPlayingKey] = useState<string>();
  const [loadingKey, setLoadingKey] = useState<string>();

  function stop() {
    playback.current?.stop();
    playback.current = undefined;
    setPlayingKey(undefined);
  }

  useEffect(() => () => playback.current?.stop(), []);

  async function play(key: string, request: TAuditionRequest) {
    stop();
    setLoadingKey(key);
    try {
      // The server cuts the text to the first 300 counted characters (SPEC 9), pause tokens kept whole.
      const started = await streamAudition(request);
      playback.current = started;
      setPlayingKey(key);
      void started.finished.then(() => {
        if (playback.current !== started) return;
        playback.current = undefined;
        setPlayingKey(undefined);
      });
    } catch (error) {
      showErrorToast(error instanceof Error ? error.message : String(error));
    } finally {
      setLoadingKey(undefined);
    }
  }

  return { play, stop, playingKey, loadingKey };
}
