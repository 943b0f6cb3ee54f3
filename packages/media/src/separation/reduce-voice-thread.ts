import type { Pcm } from '../audio/pcm';
import { startTsWorker } from '../threads/ts-worker';
import type { ReduceVoiceOptions } from './reduce-voice';
import type { SpeechSpan } from './voice-separation-engine';

export interface ReduceVoiceJob {
  source: Pcm;
  speechSpans: readonly SpeechSpan[];
  options: ReduceVoiceOptions;
}

/**
 * `reduceVoice` on a thread of its own: a minute of a channel takes seconds of CPU, which the channels of a stereo
 * bed then spend side by side, and the main thread stays free for the rest of a render.
 */
export async function reduceVoiceInThread(job: ReduceVoiceJob): Promise<Pcm> {
  const worker = startTsWorker(new URL('./reduce-voice-worker.ts', import.meta.url), {
    name: 'reduce-voice',
    workerData: job,
  });
  try {
    return await new Promise<Pcm>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the voice reduction thread stopped (exit code ${code})`)));
    });
  } finally {
    await worker.terminate();
  }
}
