import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Pcm } from '../../audio/pcm';
import { encodeWav } from '../../audio/wav';
import { ffmpeg } from '../../ffmpeg';
import { ESPEAK_VOICES } from '../../tts/catalogue';
import { createEspeakEngine } from '../../tts/espeak';

/** Real speech for voice tests, from the offline engine: a man's and a woman's voice reading English. */
const TEXT =
  'The quick brown fox jumps over the lazy dog. A voice changer turns one voice into another, while the words stay the same.';

export async function speechWav(dir: string, gender: 'male' | 'female' = 'male'): Promise<string> {
  const voice = ESPEAK_VOICES.find((candidate) => candidate.language === 'en-US' && candidate.gender === gender);
  if (!voice) throw new Error(`no en-US ${gender} voice`);
  const pcm = await createEspeakEngine().synthesize(TEXT, voice.id);
  const file = path.join(dir, `speech-${gender}.wav`);
  await writeFile(file, encodeWav(pcm));
  return file;
}

/** Any audio file decoded to mono floats at `sampleRate`, optionally through an ffmpeg filter first. */
export async function decodeToPcm(file: string, sampleRate = 22050, filter?: string): Promise<Pcm> {
  const { stdout } = await ffmpeg([
    '-i',
    file,
    ...(filter ? ['-af', filter] : []),
    '-ac',
    '1',
    '-ar',
    String(sampleRate),
    '-f',
    'f32le',
    'pipe:1',
  ]);
  const samples = new Float32Array(stdout.buffer.slice(stdout.byteOffset, stdout.byteOffset + stdout.length));
  return { sampleRate, samples };
}

export function energy(pcm: Pcm): number {
  return pcm.samples.reduce((sum, sample) => sum + sample * sample, 0);
}
