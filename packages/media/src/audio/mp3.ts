import { rm, writeFile } from 'node:fs/promises';
import { deliverAudio, SPEECH_MP3 } from './loudness';
import type { Pcm } from './pcm';
import { encodeWav } from './wav';

/**
 * Encodes speech as the MP3 a user downloads: loudness-normalised, 44.1 kHz mono at 128 kb/s. LAME writes its delay
 * and padding into the LAME tag, so decoders that read it (browsers, ffmpeg) play the audio sample-exact and
 * subtitles stay in time.
 */
export async function encodeMp3(pcm: Pcm, mp3Path: string): Promise<void> {
  const wavPath = `${mp3Path}.source.wav`;
  await writeFile(wavPath, encodeWav(pcm));
  try {
    await deliverAudio(wavPath, mp3Path, SPEECH_MP3);
  } finally {
    await rm(wavPath, { force: true });
  }
}
