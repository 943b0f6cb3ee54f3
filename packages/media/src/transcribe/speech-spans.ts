import type { Pcm } from '../audio/pcm';
import type { Span } from '../timeline';

const FRAME_SEC = 0.01;
/** A frame is speech when it is this much louder than the recording's quiet floor... */
const ABOVE_FLOOR = 4;
/** ...and not lost far below its loud passages (about -34 dB under them). */
const BELOW_PEAK = 0.008;
/** About -80 dBFS: only muted or digitally generated audio is this quiet. */
const DIGITAL_SILENCE = 1e-4;
/** Gaps shorter than this are the stops inside words, not pauses. */
const MIN_GAP_SEC = 0.12;

/** Where someone is speaking in a recording, by level against its own floor and peaks. */
export function speechSpans(pcm: Pcm): Span[] {
  const frame = Math.max(1, Math.round(pcm.sampleRate * FRAME_SEC));
  const count = Math.floor(pcm.samples.length / frame);
  const levels = new Float32Array(count);
  for (let f = 0; f < count; f++) {
    let sum = 0;
    for (let i = f * frame; i < (f + 1) * frame; i++) sum += (pcm.samples[i] ?? 0) ** 2;
    levels[f] = Math.sqrt(sum / frame);
  }
  // Muted stretches (an editor's hard cuts) are not the room's noise: the floor is measured without them.
  const sorted = Float32Array.from(levels.filter((level) => level >= DIGITAL_SILENCE)).sort();
  const floor = sorted[Math.floor(sorted.length * 0.1)] ?? 0;
  const peak = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
  const threshold = Math.max(floor * ABOVE_FLOOR, peak * BELOW_PEAK, DIGITAL_SILENCE);
  const spans: Span[] = [];
  for (let f = 0; f < count; f++) {
    if ((levels[f] ?? 0) < threshold) continue;
    const start = f * FRAME_SEC;
    const previous = spans.at(-1);
    if (previous && start - previous.end < MIN_GAP_SEC) previous.end = start + FRAME_SEC;
    else spans.push({ start, end: start + FRAME_SEC });
  }
  return spans;
}

/**
 * Settles aligned cues on the recording's speech. A boundary that falls in a pause moves to the edge
 * of the speech beside it (matching silence against silence says nothing about where in a pause a
 * line changes); a boundary next to a pause moves to that pause, since the warping path is least
 * sure of itself in the quiet first and last moments of a phrase.
 */
export function settleOnSpeech<T extends Span>(cues: readonly T[], spans: readonly Span[]): T[] {
  const spanAt = (time: number) => spans.find((span) => time >= span.start && time < span.end);
  const settled = cues.map((cue) => ({ ...cue }));
  settled.forEach((cue, index) => {
    const before = index > 0 ? cues[index - 1]!.end : Number.NEGATIVE_INFINITY;
    const after = index < cues.length - 1 ? cues[index + 1]!.start : Number.POSITIVE_INFINITY;
    const startSpan = spanAt(cue.start);
    if (!startSpan) {
      const next = spans.find((span) => span.start >= cue.start && span.start < cue.end);
      if (next) cue.start = next.start;
    } else if (startSpan.start > before) {
      cue.start = startSpan.start;
    }
    const endSpan = spanAt(cue.end - FRAME_SEC);
    if (!endSpan) {
      const previous = spans.findLast((span) => span.end <= cue.end && span.end > cue.start);
      if (previous) cue.end = previous.end;
    } else if (endSpan.end < after) {
      cue.end = endSpan.end;
    }
  });
  return settled;
}
