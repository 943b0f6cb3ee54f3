import { streamedWavHeader, wavSamples } from '../audio/wav-stream';
import { DEFAULT_SPEECH_OPTIONS, type SpeechOptions, type TtsEngine } from './engine';
import { atDeliveryLoudness } from './preview-loudness';
import { streamScript } from './script';

/**
 * Speaks a script as a WAV byte stream that starts with the first clause, at the loudness of the finished
 * outputs (preview-loudness.ts). The returned promise
 * settles once that clause is spoken, so every refusal (unknown voice, bad pause, nothing to say)
 * arrives before a single byte could have been sent, and a reply can still be an error.
 */
export async function streamScriptAsWav(
  engine: TtsEngine,
  script: string,
  voiceId: string,
  options: SpeechOptions = DEFAULT_SPEECH_OPTIONS,
): Promise<AsyncGenerator<Buffer>> {
  const chunks = streamScript(engine, script, voiceId, options);
  const first = await chunks.next();
  return (async function* () {
    if (first.done) return;
    yield streamedWavHeader(first.value.pcm.sampleRate);
    yield wavSamples(atDeliveryLoudness(first.value.pcm));
    for await (const chunk of chunks) yield wavSamples(atDeliveryLoudness(chunk.pcm));
  })();
}
