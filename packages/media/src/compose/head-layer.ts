import fs from 'node:fs/promises';
import path from 'node:path';
import { poseFileName, type AvatarRig, type Box } from '../avatar/rig';
import type { Point } from '../face/geometry';
import { buildHeadWarp, cutBox, headPoseAt } from '../face/head-motion';
import type { RgbImage } from '../face/rgb-image';
import { openPatchPipe, type PatchStream } from './patch-pipe';
import { writePoseFrames, type PoseFrameSpec } from './pose-frames';
import { ffconcatScript, usedPoses, type PoseRun } from './pose-sequence';

/** The talking photo as the composition reads it: the pose stills in sequence, and the moving head laid over them. */
export interface HeadMovingPresenter {
  concatPath: string;
  /** Null when the head leaves no room to move (a face filling the whole picture): the stills play as they are. */
  patch: PatchStream | null;
}

/**
 * A talking photo whose head turns, nods and tilts while the background and shoulders stay put. The pose stills are
 * sequenced as without motion; per output frame, the head box is cut from the still that frame shows (so the mouth
 * and lids move with the head), warped by the idle head pose of that moment and streamed to the composition, which
 * lays it over that same still. The warp leaves the pixels near the box border exactly as they are, so the box has
 * no edge to see. `spec` must be opaque (a fill rig) and the rig must carry its face mesh.
 */
export async function headMovingPresenter(
  rig: AvatarRig & { faceMesh: readonly Point[] },
  runs: readonly PoseRun[],
  spec: PoseFrameSpec,
  fps: number,
  dir: string,
): Promise<HeadMovingPresenter> {
  const size = spec.size;
  const crop: Box = spec.crop ?? { x: 0, y: 0, width: rig.width, height: rig.height };
  const mesh = rig.faceMesh.map((p) => ({
    x: ((p.x - crop.x) * size.width) / crop.width,
    y: ((p.y - crop.y) * size.height) / crop.height,
  }));
  const head = buildHeadWarp(mesh, size);
  const patchBox = evenInside(head.box);
  const cuts = new Map<string, RgbImage>();
  const fileOf = await writePoseFrames(rig, usedPoses(runs), spec, dir, (pose, raster) => {
    if (patchBox) cuts.set(poseFileName(pose), cutBox({ ...size, data: raster }, head.box));
  });
  const concatPath = path.join(dir, 'poses.ffconcat');
  await fs.writeFile(concatPath, ffconcatScript(runs, fileOf, fps));
  if (!patchBox) return { concatPath, patch: null };

  const warped: RgbImage = {
    width: head.box.width,
    height: head.box.height,
    data: Buffer.alloc(head.box.width * head.box.height * 3),
  };
  const patchBytes = patchBox.width * patchBox.height * 3;
  const inset = { x: patchBox.x - head.box.x, y: patchBox.y - head.box.y };
  const patch = await openPatchPipe(dir, patchBox, function* () {
    // Two buffers: one is filled while the other is on its way to the composition.
    const buffers = [Buffer.alloc(patchBytes), Buffer.alloc(patchBytes)];
    let turn = 0;
    for (const run of runs) {
      const still = cuts.get(poseFileName(run.pose)) as RgbImage;
      for (let n = run.start; n < run.end; n += 1) {
        head.warp(still, headPoseAt(n / fps), warped);
        const out = buffers[turn % 2] as Buffer;
        turn += 1;
        copyRegion(warped, inset, patchBox, out);
        yield out;
      }
    }
  });
  return { concatPath, patch };
}

/**
 * The largest box inside `box` on even pixels: the video's chroma is shared by 2 x 2 pixels, and a box laid over
 * the still at an odd place would mix its colours with the still's along the border. The warp never moves the
 * pixels this trims off, so the still shows them unchanged. Null when nothing is left.
 */
function evenInside(box: Box): Box | null {
  const x0 = 2 * Math.ceil(box.x / 2);
  const y0 = 2 * Math.ceil(box.y / 2);
  const x1 = 2 * Math.floor((box.x + box.width) / 2);
  const y1 = 2 * Math.floor((box.y + box.height) / 2);
  if (x1 - x0 < 2 || y1 - y0 < 2) return null;
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** Copies the part of `image` from `inset` of `region`'s size into `out`, row by row. */
function copyRegion(image: RgbImage, inset: { x: number; y: number }, region: Box, out: Buffer): void {
  const rowBytes = region.width * 3;
  for (let row = 0; row < region.height; row += 1) {
    const start = ((inset.y + row) * image.width + inset.x) * 3;
    image.data.copy(out, row * rowBytes, start, start + rowBytes);
  }
}
