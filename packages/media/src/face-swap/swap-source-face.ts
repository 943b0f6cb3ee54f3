import { decodeForDetection, detectFacesIn } from '../face/detector';
import type { Point } from '../face/geometry';
import { pixelBox } from '../face/geometry';
import { withHuman } from '../face/human-runtime';
import type { RgbImage } from '../face/rgb-image';
import { cleanSourceSkin } from './swap-source-clean';

/** A library face ready to be warped: its pixels around the face and its mesh in those pixels. */
export interface SourceFace {
  image: RgbImage;
  /**
   * Where each of the 468 mesh points (no iris) takes its pixels from. On a turned face the far half shows little
   * skin and often hair or background at its edge: its points then read from their mirror twins on the near half.
   */
  mesh: Point[];
  /** Whether the far half was mirrored from the near half. */
  mirrored: boolean;
}

/**
 * The far half is mirrored when its area is under this share of the near half's: about 25 degrees of turn, past
 * which the far cheek's edge shows hair and background on the test portraits.
 */
const MIRROR_BELOW = 0.7;

/** Room around the face kept from the photo: warped triangles sample a pixel beyond their corners. */
const CROP_MARGIN = 0.1;

/** The largest face of a library photo; throws when the photo has none (the library only holds checked faces). */
export async function prepareSourceFace(photo: Buffer): Promise<SourceFace> {
  const input = await decodeForDetection(photo);
  const [face] = await detectFacesIn(input, { iris: false });
  if (!face) throw new Error('the face photo shows no face');
  const toPixels = { x: input.pixels.width / input.width, y: input.pixels.height / input.height };
  const mesh = face.mesh.map((p) => ({ x: p.x * toPixels.x, y: p.y * toPixels.y }));
  const box = pixelBox(
    {
      x: face.box.x * toPixels.x,
      y: face.box.y * toPixels.y,
      width: face.box.width * toPixels.x,
      height: face.box.height * toPixels.y,
    },
    face.box.width * toPixels.x * CROP_MARGIN,
    input.pixels.width,
    input.pixels.height,
  );
  const local = mesh.slice(0, FACE_POINTS).map((p) => ({ x: p.x - box.x, y: p.y - box.y }));
  const image = cropRgb(input.pixels, box);
  const skin = cleanSourceSkin(image, local);
  return { image, ...mirroredIfTurned(local, skin, image.width, await faceTopology()) };
}

/**
 * Each half of the face counts by its area times the share of it that is the face's own skin: the far half of a
 * turned face is small, and a half under hair is worth little even when large. The worse half takes its pixels from
 * the better one when it is worth well under it.
 */
function mirroredIfTurned(
  mesh: Point[],
  skin: Float32Array,
  width: number,
  topology: FaceTopology,
): Pick<SourceFace, 'mesh' | 'mirrored'> {
  const halves = { left: 0, right: 0 };
  const { triangles, side, twin } = topology;
  for (let t = 0; t < triangles.length; t += 3) {
    const corners = [triangles[t], triangles[t + 1], triangles[t + 2]] as [number, number, number];
    const sides = corners.map((i) => side[i] as number);
    const points = corners.map((i) => mesh[i] as Point);
    const worth = Math.abs(area(points)) * skinAt(skin, width, points);
    if (sides.every((s) => s < 0)) halves.left += worth;
    if (sides.every((s) => s > 0)) halves.right += worth;
  }
  const far = halves.left < halves.right ? -1 : 1;
  const ratio = Math.min(halves.left, halves.right) / Math.max(halves.left, halves.right, 1e-9);
  if (ratio >= MIRROR_BELOW) return { mesh, mirrored: false };
  return { mesh: mesh.map((p, i) => (side[i] === far ? (mesh[twin[i] as number] as Point) : p)), mirrored: true };
}

/** The skin share at a triangle's centre. */
function skinAt(skin: Float32Array, width: number, [a, b, c]: Point[]): number {
  const x = Math.round(((a as Point).x + (b as Point).x + (c as Point).x) / 3);
  const y = Math.round(((a as Point).y + (b as Point).y + (c as Point).y) / 3);
  return skin[y * width + x] ?? 0;
}

function area(points: Point[]): number {
  const [a, b, c] = points as [Point, Point, Point];
  return ((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)) / 2;
}

function cropRgb(image: RgbImage, box: { x: number; y: number; width: number; height: number }): RgbImage {
  const data = Buffer.alloc(box.width * box.height * 3);
  for (let row = 0; row < box.height; row++) {
    const from = ((box.y + row) * image.width + box.x) * 3;
    image.data.copy(data, row * box.width * 3, from, from + box.width * 3);
  }
  return { width: box.width, height: box.height, data };
}

const FACE_POINTS = 468;
/** Points this close to the midline of the canonical face's texture (UV units) are on neither half. */
const MIDLINE = 0.002;

/** The face mesh's layout, the same for every face. */
export interface FaceTopology {
  /** MediaPipe's canonical triangulation as Human ships it: three point indices per triangle. */
  triangles: Uint16Array;
  /** The sign each triangle's corners turn with on a face seen from the front: the other sign faces away. */
  frontSign: Int8Array;
  /** Each point's side of the face: -1 image-left on a frontal face, 1 image-right, 0 on the midline. */
  side: Int8Array;
  /** Each point's mirror image across the face's midline (itself on the midline). */
  twin: Uint16Array;
}

let topology: Promise<FaceTopology> | undefined;

export function faceTopology(): Promise<FaceTopology> {
  topology ??= withHuman(async (human) => buildTopology(human.faceTriangulation, human.faceUVMap));
  return topology;
}

/** From the canonical face's texture coordinates, which are exactly symmetric about u = 0.5. */
function buildTopology(triangulation: number[], uv: [number, number][]): FaceTopology {
  const triangles = Uint16Array.from(triangulation);
  const frontSign = new Int8Array(triangles.length / 3);
  const point = (i: number) => ({ x: (uv[i] as [number, number])[0], y: (uv[i] as [number, number])[1] });
  for (let t = 0; t < triangles.length; t += 3) {
    frontSign[t / 3] = Math.sign(
      area([point(triangles[t] as number), point(triangles[t + 1] as number), point(triangles[t + 2] as number)]),
    );
  }
  const side = new Int8Array(FACE_POINTS);
  const twin = new Uint16Array(FACE_POINTS);
  for (let i = 0; i < FACE_POINTS; i++) {
    const [u, v] = uv[i] as [number, number];
    side[i] = Math.abs(u - 0.5) < MIDLINE ? 0 : u < 0.5 ? -1 : 1;
    let best = Number.POSITIVE_INFINITY;
    for (let j = 0; j < FACE_POINTS; j++) {
      const [mu, mv] = uv[j] as [number, number];
      const distance = (mu - (1 - u)) ** 2 + (mv - v) ** 2;
      if (distance < best) {
        best = distance;
        twin[i] = j;
      }
    }
  }
  return { triangles, frontSign, side, twin };
}
