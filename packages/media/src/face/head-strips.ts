import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { EyeState } from '../avatar/rig';
import type { HeadPose } from './head-motion';
import { buildHeadWarp, cutBox } from './head-motion';
import { createPhotoRig } from './photo-rig';
import type { RgbImage } from './rgb-image';
import { decodeRgb } from './rgb-image';
import type { PORTRAITS } from './test-portraits';
import { portrait } from './test-portraits';

/**
 * Draws the head-motion strips of docs/talking-photo.md (head-*.png) and the current blink rows
 * (eyes-*.png: open, half, closed, doubled in size) from the test portraits, and prints how long
 * a warp of the head box takes at 720p:
 * `npx tsx packages/media/src/face/head-strips.ts [output folder]`.
 */

const DEGREE = Math.PI / 180;
const MAX_HEIGHT = 720;
const NAMES: (keyof typeof PORTRAITS)[] = ['blonde', 'smiling', 'laughing'];
const STRIP_POSES: { label: string; pose: HeadPose }[] = [
  { label: 'rest', pose: { yaw: 0, pitch: 0, roll: 0 } },
  { label: 'turned left', pose: { yaw: -3 * DEGREE, pitch: 0, roll: 0 } },
  { label: 'turned right', pose: { yaw: 3 * DEGREE, pitch: 0, roll: 0 } },
  { label: 'tilted', pose: { yaw: 0, pitch: 0, roll: 2 * DEGREE } },
  { label: 'nodding', pose: { yaw: 0, pitch: 2.5 * DEGREE, roll: 0 } },
];
const BLINK_STATES: EyeState[] = ['open', 'half', 'closed'];
const TIMED_WARPS = 101;

function png(image: RgbImage): Promise<Buffer> {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .png()
    .toBuffer();
}

/** Strips are shown at this share of their size, in a 256-colour PNG, to keep docs/ light. */
const DOC_SCALE = 0.6;

async function strip(tiles: Buffer[], width: number, height: number, scale = 1): Promise<Buffer> {
  const gap = 4;
  const whole = await sharp({
    create: { width: tiles.length * (width + gap) - gap, height, channels: 3, background: '#ffffff' },
  })
    .composite(tiles.map((input, i) => ({ input, left: i * (width + gap), top: 0 })))
    .png()
    .toBuffer();
  return sharp(whole)
    .resize({ width: Math.round((tiles.length * (width + gap) - gap) * scale) })
    .png({ palette: true, quality: 90, effort: 10 })
    .toBuffer();
}

async function main(): Promise<void> {
  const output = process.argv[2] ?? 'docs/images/talking-photo';
  await mkdir(output, { recursive: true });
  for (const name of NAMES) {
    const bytes = await portrait(name);
    const { rig, face } = await createPhotoRig(bytes, { maxHeight: MAX_HEIGHT });
    const base = await decodeRgb(bytes, { size: { width: rig.width, height: rig.height } });
    const head = buildHeadWarp(face.mesh, base);
    const source = cutBox(base, head.box);
    const target: RgbImage = { ...source, data: Buffer.alloc(source.data.length) };
    const tiles: Buffer[] = [];
    for (const { pose } of STRIP_POSES) {
      head.warp(source, pose, target);
      tiles.push(await png(target));
    }
    await writeFile(join(output, `head-${name}.png`), await strip(tiles, source.width, source.height, DOC_SCALE));
    // CPU time as well as wall time: the machine is shared, and waiting for a core is not the warp's cost.
    const times: number[] = [];
    const cpuTimes: number[] = [];
    for (let i = 0; i < TIMED_WARPS; i++) {
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      head.warp(source, { yaw: 2 * DEGREE, pitch: 1 * DEGREE, roll: (i % 3) * DEGREE }, target);
      const cpu = process.cpuUsage(cpuStarted);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
      times.push(performance.now() - started);
    }
    cpuTimes.sort((a, b) => a - b);
    times.sort((a, b) => a - b);
    const eyes = face.box;
    const eyeBox = {
      x: Math.round(eyes.x),
      y: Math.round(eyes.y + eyes.height * 0.15),
      width: Math.round(eyes.width),
      height: Math.round(eyes.height * 0.35),
    };
    const blinks = await Promise.all(
      BLINK_STATES.map(async (state) =>
        sharp(await rig.render({ viseme: 'rest', eyes: state }))
          .extract({ left: eyeBox.x, top: eyeBox.y, width: eyeBox.width, height: eyeBox.height })
          .resize({ width: eyeBox.width * 2, kernel: 'nearest' })
          .png()
          .toBuffer(),
      ),
    );
    await writeFile(join(output, `eyes-${name}.png`), await strip(blinks, eyeBox.width * 2, eyeBox.height * 2));
    console.log(
      `${name}: frame ${rig.width}x${rig.height}, head box ${head.box.width}x${head.box.height}, ` +
        `warp median ${times[times.length >> 1]?.toFixed(1)} ms wall, ${cpuTimes[cpuTimes.length >> 1]?.toFixed(1)} ms CPU, ` +
        `slowest ${times[times.length - 1]?.toFixed(1)} ms wall`,
    );
  }
}

await main();
