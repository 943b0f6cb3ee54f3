import { readFile, rm, writeFile } from 'node:fs/promises';
import { ffmpeg } from '../../ffmpeg';

/** MPEG-2 layer III allows 8 to 160 kbps at this rate, the widest spread of bitrates in one stream. */
const SAMPLE_RATE = 22050;
const HONEST_SEC = 3;

async function toneMp3(filePath: string, seconds: number, bitrate: string): Promise<Buffer> {
  await ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `sine=f=220:d=${seconds}`,
    '-ar',
    String(SAMPLE_RATE),
    '-ac',
    '1',
    '-c:a',
    'libmp3lame',
    '-b:a',
    bitrate,
    // Without a Xing header a reader can only estimate the length from the first frames' bitrate.
    '-write_xing',
    '0',
    filePath,
  ]);
  const bytes = await readFile(filePath);
  await rm(filePath);
  return bytes;
}

/**
 * An MP3 that lies about its length (issue #12): a few seconds at 160 kbps, then `realSec` at 8 kbps and no Xing
 * header, so ffprobe states about a twentieth of what it plays. Small enough to make in every test run.
 */
export async function lyingMp3(filePath: string, realSec: number): Promise<string> {
  const honest = await toneMp3(`${filePath}.head.mp3`, HONEST_SEC, '160k');
  const tail = await toneMp3(`${filePath}.tail.mp3`, realSec - HONEST_SEC, '8k');
  await writeFile(filePath, Buffer.concat([honest, tail]));
  return filePath;
}
