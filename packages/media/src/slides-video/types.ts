import type { VideoColour } from '../compose/colour';
import type { Size } from '../compose/types';

/** How one slide gives way to the next: a hard cut, a cross-fade, or the next slide pushing the old one out to the left. */
export type SlideTransition = 'cut' | 'fade' | 'slide';

export interface SlideShot {
  imagePath: string;
  /** The slide is on screen this long: its narration and pauses, or the user's duration for a slide with no script. */
  durationSec: number;
}

/** When a slide is on screen, in seconds from the start of the track; `index` is the slide's position in the input. */
export interface SlideCue {
  index: number;
  startSec: number;
  endSec: number;
}

export interface SlideTrackOptions {
  /** The video canvas (even sides); slides are fitted inside it keeping their aspect, never stretched. */
  size: Size;
  fps: number;
  transition: SlideTransition;
  /** 0.5 s when left out; shortened to half of the outgoing slide when that slide is shorter than twice as long. */
  transitionSec?: number;
  /** The letterbox colour, '#rrggbb'; black when left out. */
  background?: string;
  /** The MP4 to write: H.264, yuv420p, no audio. */
  outPath: string;
  /** The RGB to YUV matrix and tags; the one the avatar composition uses for `size` when left out. */
  colour?: VideoColour;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

export interface SlideTrackResult {
  /** The written video's length: the sum of the shots' durations, to the nearest frame. */
  durationSec: number;
  /** Each shot as it was placed on the frame grid; a slide is fully on screen from its `startSec`. */
  cues: SlideCue[];
}
