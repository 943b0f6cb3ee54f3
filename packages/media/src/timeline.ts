import type { EyeState, Viseme } from './avatar/rig';

/** A span of the video in seconds. */
export interface Span {
  start: number;
  end: number;
}

export interface MouthCue extends Span {
  viseme: Viseme;
  /**
   * Lips pressed for a stop or a nasal inside speech (always with viseme 'closed'): the mouth shuts and
   * reopens at once instead of gliding, as real lips do around a b or an m.
   */
  closure?: boolean;
}

/** Eye states other than open, e.g. a blink: half, closed, half. */
export interface EyeCue extends Span {
  eyes: EyeState;
}

/** A stretch of text spoken between two times: a subtitle line or a sentence. */
export interface TextCue extends Span {
  text: string;
}
