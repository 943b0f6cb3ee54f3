import type { Box } from '../avatar/rig';
import type { Point } from '../face/geometry';
import { boundingBox } from '../face/geometry';
import { warpTriangles, type WarpTriangle } from '../face/triangle-warp';
import { matchColour } from './colour-match';
import { closeSeam } from './colour-seam';
import { bareSkinWeight, faceMask, featureMask } from './face-mask';
import { removeOccluders, updateSkinModel, type SkinModel } from './face-mask-occluders';
import type { FaceTopology, SourceFace } from './swap-source-face';
import { blendRgbIntoYuv, yuvBoxToRgb, type YuvFrame } from './swap-yuv';

/** Pixels around the mesh that are read: the warp samples a pixel beyond its triangles. */
const BOX_MARGIN = 4;
/** How much of the source's own colour the eyes, brows and lips keep; the skin keeps none. */
const FEATURE_COLOUR = 0.5;
/** The colour match's reach, as a share of the face's width: features smaller than this keep the source's shading. */
const COLOUR_RADIUS = 0.25;
/** How far inward the edge's last colour step is spread, and how far along the edge it is smoothed (face widths). */
const SEAM_REACH = 0.06;
const SEAM_SMOOTH = 0.05;

/**
 * Paints the source face over one target face of the frame, in place: the source's pixels warped triangle by
 * triangle onto the target's mesh (so the target's pose, expression and mouth movement hold), their colour and
 * lighting matched to the target's, laid in through the feathered face mask minus the mouth opening and anything in
 * front of the face. Returns the target's skin model, to be handed back on the person's next frame.
 */
export function renderSwapFace(
  frame: YuvFrame,
  mesh: readonly Point[],
  source: SourceFace,
  topology: FaceTopology,
  skin: SkinModel | null,
): SkinModel | null {
  const box = evenBox(boundingBox(mesh), frame);
  if (!box) return skin;
  const local = mesh.map((p) => ({ x: p.x - box.x, y: p.y - box.y }));
  const target = yuvBoxToRgb(frame, box);
  const warped = { ...target, data: Buffer.from(target.data) };
  warpTriangles(source.image, warped, frontTriangles(source.mesh, local, topology));
  const alpha = faceMask(local, box.width, box.height);
  const model = updateSkinModel(target, local, skin);
  removeOccluders(target, local, model, alpha);
  const features = featureMask(local, box.width, box.height);
  const weight = bareSkinWeight(alpha, features);
  const faceWidth = Math.hypot(
    (local[454] as Point).x - (local[234] as Point).x,
    (local[454] as Point).y - (local[234] as Point).y,
  );
  matchColour(warped, target, weight, alpha, COLOUR_RADIUS * faceWidth);
  closeSeam(warped, target, alpha, SEAM_REACH * faceWidth, SEAM_SMOOTH * faceWidth);
  // Skin takes the source's shading and the target's colour: the library photo's light (a warm lamp on one side,
  // window light on the other) tints the source's skin in patches that the target's light does not explain, and a
  // colour match at the face's scale cannot take them out. The eyes, brows and lips bring some of their own colour
  // (make-up, lipstick), which is part of who the source is.
  const chromaAlpha = alpha.map((a, i) => a * FEATURE_COLOUR * (features[i] as number));
  blendRgbIntoYuv(frame, box, warped, alpha, chromaAlpha);
  return model;
}

/**
 * The mesh's triangles from the source's mesh to the target's, leaving out those that face away in the target (the
 * far side of a turned head folds over the near side; drawn, it would paint the cheek's back over its front).
 */
function frontTriangles(
  from: readonly Point[],
  to: readonly Point[],
  { triangles, frontSign }: FaceTopology,
): WarpTriangle[] {
  const result: WarpTriangle[] = [];
  for (let t = 0; t < triangles.length; t += 3) {
    const a = triangles[t] as number;
    const b = triangles[t + 1] as number;
    const c = triangles[t + 2] as number;
    const fromTriangle = [from[a], from[b], from[c]] as [Point, Point, Point];
    const toTriangle = [to[a], to[b], to[c]] as [Point, Point, Point];
    if (signedArea(toTriangle) * (frontSign[t / 3] as number) <= 0) continue;
    result.push({ from: fromTriangle, to: toTriangle });
  }
  return result;
}

function signedArea([a, b, c]: readonly [Point, Point, Point]): number {
  return (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y);
}

/** The mesh's box grown by the margin, on even pixels (chroma covers 2 x 2), inside the frame; null if empty. */
function evenBox(box: Box, frame: YuvFrame): Box | null {
  const x0 = Math.max(0, 2 * Math.floor((box.x - BOX_MARGIN) / 2));
  const y0 = Math.max(0, 2 * Math.floor((box.y - BOX_MARGIN) / 2));
  const x1 = Math.min(frame.width, 2 * Math.ceil((box.x + box.width + BOX_MARGIN) / 2));
  const y1 = Math.min(frame.height, 2 * Math.ceil((box.y + box.height + BOX_MARGIN) / 2));
  if (x1 - x0 < 8 || y1 - y0 < 8) return null;
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}
