import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { POSTER_POSE, type AvatarRig } from '../avatar/rig';
import { ffmpeg } from '../ffmpeg';
import type { LipSyncEngine } from '../lipsync-engine/lipsync-engine';
import { toVideoYuv } from './colour';
import type { PoseFrameSpec } from './pose-frames';

/** Near-lossless: the presenter is encoded once more when the video is composed. */
const INTERMEDIATE_CRF = '10';

/**
 * The presenter as a lip-sync engine draws it: the rig's still (lips closed, eyes open) at its on-canvas size goes
 * to the engine with the speech, and the engine's video comes back fitted to that size, the video's frame rate,
 * colour matrix and length (its last frame held if it is short). Returns an ffconcat script that plays it, in
 * place of the one that sequences the rig's poses.
 */
export async function lipSyncedPresenter(
  engine: LipSyncEngine,
  rig: AvatarRig,
  spec: PoseFrameSpec,
  speech: { audioPath: string; durationSec: number; fps: number },
  dir: string,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  const facePath = path.join(dir, 'face.png');
  let face = sharp(await rig.render(POSTER_POSE));
  if (spec.crop) face = face.extract({ left: spec.crop.x, top: spec.crop.y, ...spec.crop });
  await face.resize(spec.size.width, spec.size.height, { fit: 'fill' }).flatten().png().toFile(facePath);
  const wavPath = path.join(dir, 'speech.wav');
  await ffmpeg(['-i', speech.audioPath, '-vn', '-ac', '1', '-c:a', 'pcm_s16le', '-y', wavPath]);
  const enginePath = path.join(dir, 'lipsync-engine.mp4');
  await engine.lipSync({ facePath, audioPath: wavPath, fps: speech.fps, outPath: enginePath, onProgress });

  const presenterPath = path.join(dir, 'presenter.mp4');
  const { width, height } = spec.size;
  await ffmpeg([
    ...['-i', enginePath, '-an'],
    ...[
      '-vf',
      [
        `scale=${width}:${height}:force_original_aspect_ratio=increase`,
        `crop=${width}:${height}`,
        `fps=${speech.fps}`,
        `tpad=stop_mode=clone:stop_duration=${speech.durationSec.toFixed(3)}`,
        toVideoYuv(spec.colour),
      ].join(','),
    ],
    ...['-t', speech.durationSec.toFixed(3), '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', INTERMEDIATE_CRF],
    ...['-y', presenterPath],
  ]);
  const concatPath = path.join(dir, 'presenter.ffconcat');
  await fs.writeFile(concatPath, `ffconcat version 1.0\nfile '${path.basename(presenterPath)}'\n`);
  return concatPath;
}
