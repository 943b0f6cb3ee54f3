import type { LayerTransform } from './layer-transform';

export const CAMERA_MOVES = ['push', 'pan', 'orbit'] as const;
export type CameraMove = (typeof CAMERA_MOVES)[number];

/** How much further the subject moves than its background: it is nearer the camera. */
const PARALLAX = 1.4;
/** The subject's breathing: a scale of this amplitude with this period (seconds), about where it stands. */
const BREATH_AMPLITUDE = 0.012;
const BREATH_PERIOD_SEC = 3.6;

interface View {
  /** 1 shows the whole stage, STAGE_OVERSCAN shows it pixel for pixel. */
  zoom: number;
  centreX: number;
  centreY: number;
}

export interface CameraShot {
  move: CameraMove;
  durationSec: number;
  frame: { width: number; height: number };
  stage: { width: number; height: number };
  /** The subject's anchor (stage pixels), when there is a subject. */
  anchor?: { x: number; y: number };
}

export interface ShotTransforms {
  background: LayerTransform;
  subject: LayerTransform;
}

/** Smooth start and stop, so a move never jerks at a cut. */
function ease(share: number): number {
  const s = Math.min(1, Math.max(0, share));
  return s * s * (3 - 2 * s);
}

function viewAt(shot: CameraShot, t: number): View {
  const { stage } = shot;
  const maxZoom = stage.width / shot.frame.width;
  const s = ease(t / shot.durationSec);
  const midX = stage.width / 2;
  const midY = stage.height / 2;
  // Room the view has to travel at a zoom: the part of the stage it does not show, halved.
  const slackX = (zoom: number) => (stage.width - stage.width / zoom) / 2;
  const slackY = (zoom: number) => (stage.height - stage.height / zoom) / 2;
  switch (shot.move) {
    case 'push': {
      const zoom = 1 + (maxZoom - 1) * 0.85 * s;
      const towards = shot.anchor ? { x: shot.anchor.x, y: midY } : { x: midX, y: midY };
      const x = midX + Math.max(-slackX(zoom), Math.min(slackX(zoom), (towards.x - midX) * s));
      return { zoom, centreX: x, centreY: midY + (towards.y - midY) * s };
    }
    case 'pan': {
      const zoom = 1 + (maxZoom - 1) * 0.8;
      return { zoom, centreX: midX + slackX(zoom) * 0.9 * (2 * s - 1), centreY: midY };
    }
    case 'orbit': {
      const zoom = 1 + (maxZoom - 1) * (0.55 + 0.25 * Math.sin(Math.PI * s));
      const angle = Math.PI * (1 + s);
      return {
        zoom,
        centreX: midX + slackX(zoom) * 0.85 * Math.cos(angle),
        centreY: midY + slackY(zoom) * 0.5 * Math.sin(angle),
      };
    }
  }
}

function transformOf(view: View, shot: CameraShot): LayerTransform {
  const scale = shot.stage.width / view.zoom / shot.frame.width;
  return {
    scale,
    offsetX: view.centreX - (scale * shot.frame.width) / 2,
    offsetY: view.centreY - (scale * shot.frame.height) / 2,
  };
}

/** Where the background and the subject are read from at `t` seconds into the shot. */
export function shotTransforms(shot: CameraShot, t: number): ShotTransforms {
  const start = viewAt(shot, 0);
  const now = viewAt(shot, t);
  const background = transformOf(now, shot);
  const near: View = {
    zoom: start.zoom * Math.pow(now.zoom / start.zoom, PARALLAX),
    centreX: start.centreX + (now.centreX - start.centreX) * PARALLAX,
    centreY: start.centreY + (now.centreY - start.centreY) * PARALLAX,
  };
  const plain = transformOf(near, shot);
  const anchor = shot.anchor;
  if (!anchor) return { background, subject: plain };
  const breath = 1 + BREATH_AMPLITUDE * Math.sin((2 * Math.PI * t) / BREATH_PERIOD_SEC);
  return {
    background,
    subject: {
      scale: plain.scale / breath,
      offsetX: anchor.x + (plain.offsetX - anchor.x) / breath,
      offsetY: anchor.y + (plain.offsetY - anchor.y) / breath,
    },
  };
}
