import type { AvatarRig } from '../avatar/rig';
import type { CloneSource } from './clone-layer';
import type { LipSyncEngine } from '../lipsync-engine/lipsync-engine';
import type { EyeCue, MouthCue, TextCue } from '../timeline';

export type CanvasRatio = '16:9' | '9:16' | '1:1';

export interface CanvasSpec {
  ratio: CanvasRatio;
  /** The short side in pixels: 720 gives 1280x720, 720x1280 or 720x720. */
  resolution: 720 | 1080;
}

export interface Size {
  width: number;
  height: number;
}

export type Background =
  | { type: 'color'; color: string }
  /** Cover-cropped to the canvas. */
  | { type: 'image'; path: string }
  /** Cover-cropped, muted, looped or cut to the speech length. */
  | { type: 'video'; path: string };

/** Where an overlay avatar stands, as fractions of the canvas. */
export interface Placement {
  /** Horizontal centre of the avatar, 0 (left edge) to 1 (right edge). */
  x: number;
  /** Bottom edge of the avatar, 0 (top) to 1 (bottom of the canvas). */
  y: number;
  /** Avatar height as a fraction of the canvas height. */
  scale: number;
}

/**
 * Slides to video: the presenter stands over the background (the slide track) in one of three layouts, and is on
 * screen only within `shown`; outside those windows the background alone is seen.
 */
export interface PresenterStage {
  /** `corner`: a box in the lower right; `side`: a full-height column at the right; `full`: the whole frame. */
  layout: 'corner' | 'side' | 'full';
  /** Seconds from the start of the video, in order and not overlapping. */
  shown: { startSec: number; endSec: number }[];
}

export type SubtitlePosition = 'bottom' | 'middle' | 'top';

export interface SubtitleRequest {
  cues: TextCue[];
  /** An id of SUBTITLE_FONTS; lines with CJK text switch to the CJK font when this one lacks it. */
  fontId: string;
  /** Pixels at the output resolution; about 5.5 % of the short side when left out. */
  fontSize?: number;
  bold?: boolean;
  /** '#rrggbb' */
  color?: string;
  /** '#rrggbb' */
  outlineColor?: string;
  position?: SubtitlePosition;
}

export interface MusicRequest {
  path: string;
  /** Gain under the speech, 0..1. */
  volume?: number;
}

export interface AvatarVideoRequest {
  /** The speech; its length is the video's length. */
  audioPath: string;
  rig: AvatarRig;
  mouth: MouthCue[];
  eyes: EyeCue[];
  fps?: number;
  canvas: CanvasSpec;
  /** Hidden behind fill rigs, which cover the whole canvas. */
  background: Background;
  /** Overlay rigs only; the presenter stands centred at the bottom when left out. */
  placement?: Placement;
  /**
   * Slides to video: the background is drawn for fill rigs too, the presenter (fill or overlay) is placed by the
   * stage's layout instead of `placement`, and hidden outside its windows.
   */
  stage?: PresenterStage;
  /** Gentle sway and bob for overlay rigs; a talking photo's head turns and nods (fill rigs never move as a whole). */
  idleMotion: boolean;
  subtitles?: SubtitleRequest;
  music?: MusicRequest;
  /** The free plan's mark: small, semi-transparent, top-right. */
  watermark?: { text: string };
  /** Receives video.mp4 and thumbnail.jpg; nothing else is left in it, even after a failure. */
  outDir: string;
  /**
   * A configured lip-sync server draws the talking face of fill rigs (photos) from their still and the speech,
   * instead of the rig's own mouth poses. Overlay rigs (stock art) always draw their own.
   */
  lipSync?: LipSyncEngine;
  /**
   * An avatar clone: a fill rig (the clone's still) speaks from the moving loop of the person's own video instead of
   * its still poses. A lip-sync server, when set, still draws instead.
   */
  clone?: CloneSource;
  /** The share of the video composed so far: 0 once the poses are drawn, then as the encoder goes, to 1. */
  onProgress?: (fraction: number) => void;
}

export interface AvatarVideoResult {
  videoPath: string;
  thumbnailPath: string;
  durationSec: number;
  width: number;
  height: number;
}
