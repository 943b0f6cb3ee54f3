import { CLONE_SAMPLE_LIMITS, type TCloneKind } from '@orator/contracts';

/** A refusal before upload: a key of the voiceClone namespace and what it quotes. */
export interface TSampleProblem {
  key: 'sample.wrongType' | 'sample.tooSmall' | 'sample.tooLarge' | 'sample.tooShort' | 'sample.tooLong';
  params: Record<string, number>;
}

const EXTENSIONS = ['mp3', 'wav', 'm4a'];

function limitParams(kind: TCloneKind) {
  const limits = CLONE_SAMPLE_LIMITS[kind];
  return {
    minKb: limits.minBytes / 1024,
    maxMb: limits.maxBytes / (1024 * 1024),
    minSec: limits.minSec,
    maxMinutes: limits.maxSec / 60,
  };
}

/**
 * SPEC 5 rules the browser can check at once, so a wrong file is not uploaded first. The server checks
 * the content again and decides; `durationSec` is undefined when the browser could not read it.
 */
export function sampleProblem(
  file: { name: string; size: number },
  durationSec: number | undefined,
  kind: TCloneKind,
): TSampleProblem | undefined {
  const limits = CLONE_SAMPLE_LIMITS[kind];
  const params = limitParams(kind);
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!EXTENSIONS.includes(extension)) return { key: 'sample.wrongType', params };
  if (file.size <= limits.minBytes) return { key: 'sample.tooSmall', params };
  if (file.size > limits.maxBytes) return { key: 'sample.tooLarge', params };
  if (durationSec !== undefined && durationSec < limits.minSec) return { key: 'sample.tooShort', params };
  if (durationSec !== undefined && durationSec > limits.maxSec) return { key: 'sample.tooLong', params };
  return undefined;
}

/** How long a recording lasts, as the browser's audio decoder reads it; undefined when it cannot. */
export function readDuration(file: File, timeoutMs = 5000): Promise<number | undefined> {
  return new Promise((resolve) => {
    const audio = document.createElement('audio');
    const url = URL.createObjectURL(file);
    const done = (value: number | undefined) => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      resolve(value);
    };
    const timer = setTimeout(() => done(undefined), timeoutMs);
    audio.preload = 'metadata';
    audio.onloadedmetadata = () => done(Number.isFinite(audio.duration) ? audio.duration : undefined);
    audio.onerror = () => done(undefined);
    audio.src = url;
  });
}
