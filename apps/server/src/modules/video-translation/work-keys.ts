import type { VideoTranslationRow } from './video-translation.repo';

/**
 * Where a task keeps what its jobs made for the next job to reuse (the soundtrack, the sound bed, the faces, each
 * sentence's speech). Not user files: they are removed with the task.
 */
export function workKeys(task: Pick<VideoTranslationRow, 'id' | 'ownerId'>) {
  const base = `translations/${task.ownerId}/${task.id}`;
  return {
    speech: `${base}/soundtrack-16k.wav`,
    background: `${base}/background.wav`,
    faces: `${base}/faces.json`,
    sentence: (index: number, digest: string) => `${base}/sentence-${index}-${digest}.wav`,
  };
}
