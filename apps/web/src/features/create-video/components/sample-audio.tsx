import { useEffect, useRef } from 'react';
import { useStudio, useUpdateStudio } from '../studio/studio-context';

/** The page's one sample player: it plays whichever sample the studio names, and nothing when none. */
export function SampleAudio() {
  const url = useStudio((state) => state.sampleUrl);
  const update = useUpdateStudio();
  const ref = useRef<HTMLAudioElement>(null);

  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    if (!url) {
      if (!audio.paused) audio.pause();
      return;
    }
    audio.src = url;
    // A sample that cannot play (offline, removed) simply stops being the playing one.
    audio.play().catch(() => update({ sampleUrl: undefined }));
  }, [url, update]);

  return <audio ref={ref} hidden onEnded={() => update({ sampleUrl: undefined })} />;
}
