/**
 * Tells caption strokes from strokes of the picture by time: a caption changes every few seconds, while a bright
 * railing or a lamp in a still shot stays put for the whole shot. Fed the stroke cores of each frame in order, it
 * keeps, for every pixel and each polarity (bright, dark), the frame since which a stroke of that polarity has
 * covered it; a gap of a frame or two (encoder noise at a stroke's edge) does not break the run. Bright and dark
 * are kept apart because one caption's dark outline often lies where the next caption's bright letters go.
 */
export class LastingStrokes {
  private readonly since: [Int32Array, Int32Array];
  private readonly seen: [Int32Array, Int32Array];
  private frame = -1;

  constructor(size: number) {
    this.since = [new Int32Array(size).fill(-1), new Int32Array(size).fill(-1)];
    this.seen = [new Int32Array(size).fill(-10), new Int32Array(size).fill(-10)];
  }

  /** Takes the next frame's cores. */
  push(cores: { bright: Uint8Array; dark: Uint8Array }): void {
    this.frame++;
    [cores.bright, cores.dark].forEach((core, polarity) => {
      const since = this.since[polarity]!;
      const seen = this.seen[polarity]!;
      for (let i = 0; i < core.length; i++) {
        if (!core[i]) continue;
        if (this.frame - seen[i]! > MAX_GAP + 1) since[i] = this.frame;
        seen[i] = this.frame;
      }
    });
  }

  /**
   * For each polarity, 1 where a stroke has covered the pixel since frame `from` (or the first frame) up to the
   * last frame pushed.
   */
  lastingSince(from: number): { bright: Uint8Array; dark: Uint8Array } {
    const start = Math.max(0, from);
    const [bright, dark] = ([0, 1] as const).map((polarity) => {
      const since = this.since[polarity];
      const seen = this.seen[polarity];
      const lasting = new Uint8Array(since.length);
      for (let i = 0; i < lasting.length; i++) {
        if (this.frame - seen[i]! <= MAX_GAP && since[i]! !== -1 && since[i]! <= start) lasting[i] = 1;
      }
      return lasting;
    }) as [Uint8Array, Uint8Array];
    return { bright, dark };
  }
}

/** Frames a stroke may vanish for without breaking its run. */
const MAX_GAP = 2;
