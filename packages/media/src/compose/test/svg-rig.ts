import sharp from 'sharp';
import { mouthOpenness, type AvatarRig, type EyeState, type RigPose } from '../../avatar/rig';

/**
 * A small real rig for composition tests: a cartoon face drawn from SVG with sharp, its mouth an
 * ellipse opened by the pose's openness (blends included), so the lip opening measured on rendered
 * video follows the track.
 * The stock and photo rigs plug into the same contract.
 */

const MOUTH = { cx: 180, cy: 250, rx: 46, maxRy: 34 };
/** Dark mouth interior: the only near-black pixels inside the mouth box. */
export const MOUTH_COLOR = '#1a0505';
/** Skin colour of the fill rig's face, to find it again in a cropped frame. */
export const FACE_COLOR = '#f0c090';

function eye(cx: number, state: EyeState): string {
  if (state === 'closed') return `<rect x="${cx - 16}" y="168" width="32" height="4" fill="#222"/>`;
  const ry = state === 'half' ? 6 : 14;
  return `<ellipse cx="${cx}" cy="170" rx="16" ry="${ry}" fill="#fff"/><circle cx="${cx}" cy="170" r="${Math.min(ry, 8)}" fill="#223"/>`;
}

function face(pose: RigPose): string {
  const ry = Math.max(1.5, mouthOpenness(pose) * MOUTH.maxRy);
  return [
    `<rect x="70" y="330" width="220" height="150" rx="50" fill="#2f5fa8"/>`,
    `<ellipse cx="180" cy="200" rx="110" ry="135" fill="${FACE_COLOR}"/>`,
    eye(140, pose.eyes),
    eye(220, pose.eyes),
    `<ellipse cx="${MOUTH.cx}" cy="${MOUTH.cy}" rx="${MOUTH.rx}" ry="${ry}" fill="${MOUTH_COLOR}"/>`,
  ].join('');
}

/** A transparent 360x480 presenter, head and shoulders. */
export function svgOverlayRig(): AvatarRig {
  return {
    width: 360,
    height: 480,
    mode: 'overlay',
    mouthBox: {
      x: MOUTH.cx - MOUTH.rx - 4,
      y: MOUTH.cy - MOUTH.maxRy - 4,
      width: 2 * MOUTH.rx + 8,
      height: 2 * MOUTH.maxRy + 8,
    },
    render: (pose) =>
      sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="360" height="480">${face(pose)}</svg>`))
        .png()
        .toBuffer(),
  };
}

/**
 * An opaque 900x600 "photo" (landscape) with the face off-centre to the right, as a talking
 * photo rig delivers it: cropping to 9:16 must follow `focus`, not the middle.
 */
export function svgFillRig(): AvatarRig {
  const offsetX = 480;
  const offsetY = 60;
  return {
    width: 900,
    height: 600,
    mode: 'fill',
    mouthBox: {
      x: offsetX + MOUTH.cx - MOUTH.rx - 4,
      y: offsetY + MOUTH.cy - MOUTH.maxRy - 4,
      width: 2 * MOUTH.rx + 8,
      height: 2 * MOUTH.maxRy + 8,
    },
    focus: { x: offsetX + 70, y: offsetY + 65, width: 220, height: 270 },
    render: (pose) =>
      sharp(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600">` +
            `<rect width="900" height="600" fill="#6b8e6b"/><rect x="0" y="400" width="900" height="200" fill="#4a4a60"/>` +
            `<g transform="translate(${offsetX} ${offsetY})">${face(pose)}</g></svg>`,
        ),
      )
        .png()
        .toBuffer(),
  };
}
