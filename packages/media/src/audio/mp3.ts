import { rm, writeFile } from 'node:fs/promises';
import { ffmpeg } from '../ffmpeg';
import type { Pcm } from './pcm';
import { encodeWav } from './wav';

/** Speech needs little: 64 kb/s mono keeps a ten-minute dubbing under 5 MB. */
const SPEECH_BITRATE = '64k';

/**
 * Encodes mono speech as MP3 with LAME. The encoder writes its delay and padding into the LAME tag,
 * so decoders that read it (browsers, ffmpeg) play the audio sample-exact and subtitles stay in time.
 */
export async function encodeMp3(pcm: Pcm, mp3Path: string): Promise<void> {
  const wavPath = `${mp3Path}.source.wav`;
  await writeFile(wavPath, encodeWav(pcm));
  try {
    await ffmpeg(['-i', wavPath, '-c:a', 'libmp3lame', '-b:a', SPEECH_BITRATE, '-ac', '1', mp3Path]);
  } finally {
    await rm(wavPath, { force: true });
  }
}
