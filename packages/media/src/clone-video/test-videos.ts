import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ffmpeg } from '../ffmpeg';
import { portrait, type PORTRAITS } from '../face/test-portraits';

/**
 * Portrait videos made from the real test portraits: one person with a slow zoom in and back out, like a
 * speaker leaning in and back (a good clone video),
 * two people side by side, and a plain colour clip with nobody in it.
 */
export type TestCloneVideo = 'onePerson' | 'twoPeople' | 'nobody';

const X264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];

export async function makeCloneVideo(
  kind: TestCloneVideo,
  options: { seconds: number; who?: keyof typeof PORTRAITS; height?: number } = { seconds: 12 },
): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'clone-video-'));
  const out = join(dir, 'out.mp4');
  const height = options.height ?? 720;
  const frames = Math.round(options.seconds * 25);
  try {
    if (kind === 'nobody') {
      await ffmpeg(['-f', 'lavfi', '-i', `color=c=0x6a8caf:s=640x${height}:d=${options.seconds}:r=25`, ...X264, out]);
    } else if (kind === 'onePerson') {
      const still = join(dir, 'face.jpg');
      await writeFile(still, await portrait(options.who ?? 'blonde'));
      const width = Math.round((height * 4) / 5 / 2) * 2;
      await ffmpeg([
        '-loop',
        '1',
        '-i',
        still,
        '-vf',
        `zoompan=z='1+0.0016*min(on,${frames - 1}-on)':x='iw/2-iw/zoom/2':y='ih/2-ih/zoom/2':d=${frames}:s=${width}x${height}:fps=25`,
        '-frames:v',
        String(frames),
        ...X264,
        out,
      ]);
    } else {
      const left = join(dir, 'left.jpg');
      const right = join(dir, 'right.jpg');
      await writeFile(left, await portrait('blonde'));
      await writeFile(right, await portrait('smiling'));
      await ffmpeg([
        '-loop',
        '1',
        '-i',
        left,
        '-loop',
        '1',
        '-i',
        right,
        '-filter_complex',
        `[0]scale=-2:${height}[a];[1]scale=-2:${height}[b];[a][b]hstack,scale=trunc(iw/2)*2:${height},fps=25`,
        '-t',
        String(options.seconds),
        ...X264,
        out,
      ]);
    }
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
