import type { EyeState, Viseme } from './avatar/rig';

/** A span of the video in seconds. */
export interface Span {
  start: number;
  end: number;
}

export interface MouthCue extends Span {
  viseme: Viseme;
}

/** Eye states other than open, e.g. a blink: half, closed, half. */
export interface EyeCue extends Span {
  eyes: EyeState;
}

/** A stretch of text spoken between two times: a subtitle line or a sentence. */
export interface TextCue extends Span {
  text: string;
}
