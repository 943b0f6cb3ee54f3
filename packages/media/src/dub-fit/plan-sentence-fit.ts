import type { Span } from '../timeline';

/**
 * The fastest a translated sentence is played. Up to about a quarter faster, sped-up speech still sounds like a
 * brisk speaker; past it listeners hear hurrying and the time-stretch's smearing of consonants.
 */
export const DUB_MAX_TEMPO = 1.25;
/** Silence kept between a sentence that borrows time and its neighbour, so the two never run into each other. */
export const DUB_GAP_SEC = 0.1;

/** Less than one sample at any audio rate: what float arithmetic leaves over, not speech that does not fit. */
const NEGLIGIBLE_SEC = 1e-6;

/*
 * Speech is never slowed down: a short sentence followed by a pause sounds like a person pausing, while slowed
 * speech sounds drawn out and stretching longer makes the time-stretch's echo more audible than shortening.
 */

export interface SentenceFitOptions {
  /** The source video's length: no sentence is placed outside it. */
  videoSec: number;
  /** The fastest a sentence may be played, from 1 to 2. Defaults to `DUB_MAX_TEMPO`. */
  maxTempo?: number;
  /** Silence kept between a sentence that borrows time and its neighbour. Defaults to `DUB_GAP_SEC`. */
  gapSec?: number;
}

/**
 * - `fits`: the sentence at natural speed fits its slot.
 * - `tempo`: sped up (within the limit) to end with its slot.
 * - `borrowed`: at the fastest tempo, it also takes some of the silence after and then before its slot.
 * - `tooLong`: even so it does not fit; its last `overflowSec` seconds (as played) are cut.
 */
export type SentenceFitStatus = 'fits' | 'tempo' | 'borrowed' | 'tooLong';

export interface SentenceFit extends Span {
  /** Playback speed, 1 for natural; the sentence's audio lasts its natural length divided by this. */
  tempo: number;
  /** Time taken from the silence before the slot's start. */
  borrowedBeforeSec: number;
  /** Time taken from the silence after the slot's end. */
  borrowedAfterSec: number;
  /** Seconds of the played sentence that do not fit and are cut at `end`; 0 unless `tooLong`. */
  overflowSec: number;
  status: SentenceFitStatus;
}

/**
 * Where and how fast each translated sentence is played so that it stays in its source sentence's time: its slot
 * at natural speed, else faster up to `maxTempo`, else also in the silence after its slot (up to the next slot,
 * less the gap) and then before it (down to the previous sentence's planned end, plus the gap); what still does not
 * fit is reported as overflow. A sentence starts where its source sentence starts, as the speaker's mouth and
 * gestures do; one shorter than its slot leaves the rest of the slot silent.
 */
export function planSentenceFit(
  slots: readonly Span[],
  spokenSec: readonly number[],
  options: SentenceFitOptions,
): SentenceFit[] {
  const { videoSec, maxTempo = DUB_MAX_TEMPO, gapSec = DUB_GAP_SEC } = options;
  checkInput(slots, spokenSec, { videoSec, maxTempo, gapSec });
  const fits: SentenceFit[] = [];
  slots.forEach((slot, index) => {
    const naturalSec = spokenSec[index] ?? 0;
    const slotSec = slot.end - slot.start;
    if (naturalSec <= slotSec + NEGLIGIBLE_SEC) {
      fits.push(placed(slot.start, slot.start + Math.min(naturalSec, slotSec), 1, 'fits'));
      return;
    }
    if (naturalSec <= slotSec * maxTempo + NEGLIGIBLE_SEC) {
      fits.push(placed(slot.start, slot.end, Math.min(maxTempo, naturalSec / slotSec), 'tempo'));
      return;
    }
    const next = slots[index + 1];
    const previous = fits.at(-1);
    const latestEnd = next ? next.start - gapSec : videoSec;
    const earliestStart = previous ? previous.end + gapSec : 0;
    const missingSec = naturalSec / maxTempo - slotSec;
    const borrowedAfterSec = Math.min(missingSec, Math.max(0, latestEnd - slot.end));
    const stillMissingSec = missingSec - borrowedAfterSec;
    const borrowedBeforeSec = Math.min(stillMissingSec, Math.max(0, slot.start - earliestStart));
    const leftSec = stillMissingSec - borrowedBeforeSec;
    const overflowSec = leftSec > NEGLIGIBLE_SEC ? leftSec : 0;
    fits.push({
      start: slot.start - borrowedBeforeSec,
      end: slot.end + borrowedAfterSec,
      tempo: maxTempo,
      borrowedBeforeSec,
      borrowedAfterSec,
      overflowSec,
      status: overflowSec > 0 ? 'tooLong' : 'borrowed',
    });
  });
  return fits;
}

function placed(start: number, end: number, tempo: number, status: SentenceFitStatus): SentenceFit {
  return { start, end, tempo, borrowedBeforeSec: 0, borrowedAfterSec: 0, overflowSec: 0, status };
}

function checkInput(slots: readonly Span[], spokenSec: readonly number[], options: Required<SentenceFitOptions>): void {
  if (!(options.videoSec > 0)) throw new RangeError(`the video must last some time, got ${options.videoSec} s`);
  // Past twice the speed, speech is no longer understood; it is also as far as one atempo goes in ffmpeg 4.
  if (!(options.maxTempo >= 1 && options.maxTempo <= 2)) {
    throw new RangeError(`maxTempo must be between 1 and 2, got ${options.maxTempo}`);
  }
  if (!(options.gapSec >= 0)) throw new RangeError(`gapSec must not be negative, got ${options.gapSec}`);
  if (spokenSec.length !== slots.length) {
    throw new RangeError(`${spokenSec.length} spoken sentences for ${slots.length} slots`);
  }
  let previousEnd = 0;
  slots.forEach((slot, index) => {
    if (!(slot.start >= previousEnd && slot.end >= slot.start && slot.end <= options.videoSec)) {
      throw new RangeError(
        `slot ${index + 1} (${slot.start}-${slot.end} s) is not in order within the ${options.videoSec} s video`,
      );
    }
    const naturalSec = spokenSec[index] ?? Number.NaN;
    if (!(naturalSec >= 0 && Number.isFinite(naturalSec))) {
      throw new RangeError(`sentence ${index + 1} lasts ${naturalSec} s`);
    }
    previousEnd = slot.end;
  });
}
