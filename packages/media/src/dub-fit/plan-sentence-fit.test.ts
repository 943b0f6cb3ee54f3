import { describe, expect, it } from 'vitest';
import type { Span } from '../timeline';
import { DUB_GAP_SEC, DUB_MAX_TEMPO, planSentenceFit, type SentenceFit } from './plan-sentence-fit';

const VIDEO_SEC = 20;

function planOne(slot: Span, naturalSec: number, videoSec = VIDEO_SEC): SentenceFit {
  const [fit] = planSentenceFit([slot], [naturalSec], { videoSec });
  if (!fit) throw new Error('no plan');
  return fit;
}

/** What the played sentence covers, overflow included, in natural seconds: all of it, whatever the plan did. */
function naturalCovered(fit: SentenceFit): number {
  return (fit.end - fit.start + fit.overflowSec) * fit.tempo;
}

/** A fixed pseudo-random sequence: the same cases on every run, so a failure can be replayed. */
function lcg(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('planSentenceFit', () => {
  it('places a sentence that fits at its slot start at natural speed, leaving the rest of the slot silent', () => {
    expect(planOne({ start: 2, end: 5 }, 2.2)).toEqual({
      start: 2,
      end: 4.2,
      tempo: 1,
      borrowedBeforeSec: 0,
      borrowedAfterSec: 0,
      overflowSec: 0,
      status: 'fits',
    });
  });

  it('never slows a short sentence down', () => {
    expect(planOne({ start: 2, end: 8 }, 0.5)).toMatchObject({ tempo: 1, end: 2.5, status: 'fits' });
  });

  it('speeds a slightly long sentence up just enough to end with its slot', () => {
    const fit = planOne({ start: 2, end: 4 }, 2.3);
    expect(fit).toMatchObject({ start: 2, end: 4, status: 'tempo', borrowedAfterSec: 0, borrowedBeforeSec: 0 });
    expect(fit.tempo).toBeCloseTo(1.15, 10);
  });

  it('speeds up by exactly the limit before it borrows any time', () => {
    const fit = planOne({ start: 2, end: 4 }, 2 * DUB_MAX_TEMPO);
    expect(fit).toMatchObject({ start: 2, end: 4, tempo: DUB_MAX_TEMPO, status: 'tempo' });
  });

  it('borrows the silence after the slot first, then before it, at the fastest tempo', () => {
    // At 1.25x the 5 s sentence lasts 4 s, 1 s more than its slot. After it: 0.5 s to the next slot, less the gap.
    const slots = [
      { start: 0, end: 1 },
      { start: 3, end: 6 },
      { start: 6.5, end: 8 },
    ];
    const [first, middle, last] = planSentenceFit(slots, [1, 5, 1], { videoSec: 10 });
    expect(first?.status).toBe('fits');
    expect(middle?.status).toBe('borrowed');
    expect(middle?.tempo).toBe(DUB_MAX_TEMPO);
    expect(middle?.borrowedAfterSec).toBeCloseTo(0.4, 10);
    expect(middle?.borrowedBeforeSec).toBeCloseTo(0.6, 10);
    expect(middle?.start).toBeCloseTo(2.4, 10);
    expect(middle?.end).toBeCloseTo(6.4, 10);
    expect(last).toMatchObject({ start: 6.5, status: 'fits' });
  });

  it("borrows before the slot only down to the previous sentence's planned end plus the gap", () => {
    // The first sentence borrows 0.5 s after its slot, so the second may start no earlier than 2.6 s.
    const slots = [
      { start: 0, end: 2 },
      { start: 4, end: 5 },
    ];
    const [first, second] = planSentenceFit(slots, [3.125, 5], { videoSec: 5 });
    expect(first).toMatchObject({ status: 'borrowed', end: 2.5 });
    expect(second?.status).toBe('tooLong');
    expect(second?.start).toBeCloseTo(2.5 + DUB_GAP_SEC, 10);
    expect(second?.borrowedBeforeSec).toBeCloseTo(1.4, 10);
    // At 1.25x it lasts 4 s; it has 2.4 s.
    expect(second?.overflowSec).toBeCloseTo(4 - 2.4, 10);
  });

  it('reports what does not fit as overflow at the fastest tempo and keeps the next sentence untouched', () => {
    const slots = [
      { start: 1, end: 2 },
      { start: 2.3, end: 4 },
    ];
    const [long, next] = planSentenceFit(slots, [4, 1], { videoSec: 5 });
    // 4 s at 1.25x is 3.2 s; the slot, 0.2 s after it and 1 s before it give 2.2 s.
    expect(long).toMatchObject({ start: 0, tempo: DUB_MAX_TEMPO, status: 'tooLong' });
    expect(long?.end).toBeCloseTo(2.2, 10);
    expect(long?.overflowSec).toBeCloseTo(1, 10);
    expect(next).toMatchObject({ start: 2.3, tempo: 1, status: 'fits' });
    expect(next?.end).toBeCloseTo(3.3, 10);
  });

  it("borrows right up to the video's edges, where there is no neighbour to keep a gap from", () => {
    const slots = [
      { start: 0.3, end: 1.3 },
      { start: 2, end: 3 },
      { start: 6, end: 9.5 },
    ];
    const [first, , last] = planSentenceFit(slots, [2.375, 1, 7.5], { videoSec: 10 });
    // At 1.25x the first lasts 1.9 s, 0.9 s more than its slot: 0.6 s after it (to the next slot less the gap),
    // then all 0.3 s before it.
    expect(first?.status).toBe('borrowed');
    expect(first?.borrowedAfterSec).toBeCloseTo(0.6, 10);
    expect(first?.start).toBeCloseTo(0, 10);
    expect(first?.start).toBeGreaterThanOrEqual(0);
    // The last lasts 6 s, 2.5 s more: 0.5 s to the video's end, then 2 s before.
    expect(last?.status).toBe('borrowed');
    expect(last?.end).toBe(10);
    expect(last?.start).toBeCloseTo(4, 10);
  });

  it('borrows before a first slot down to the start of the video, not past it', () => {
    const fit = planOne({ start: 0.3, end: 1 }, 2, 1);
    expect(fit).toMatchObject({ start: 0, end: 1, status: 'tooLong' });
    expect(fit.overflowSec).toBeCloseTo(1.6 - 1, 10);
  });

  it('borrows nothing between slots that touch or sit closer than the gap', () => {
    const slots = [
      { start: 0, end: 1 },
      { start: 1, end: 2 },
      { start: 2.05, end: 3 },
    ];
    const fits = planSentenceFit(slots, [2, 2, 2], { videoSec: 3 });
    expect(fits.map((fit) => [fit.start, fit.end, fit.status])).toEqual([
      [0, 1, 'tooLong'],
      [1, 2, 'tooLong'],
      [2.05, 3, 'tooLong'],
    ]);
    expect(fits.map((fit) => fit.overflowSec)).toEqual([0.6, 0.6, 1.6 - 0.95].map((sec) => expect.closeTo(sec, 10)));
  });

  it('follows a custom tempo limit and gap', () => {
    const slots = [
      { start: 0, end: 2 },
      { start: 3, end: 4 },
    ];
    const [fit] = planSentenceFit(slots, [3, 1], { videoSec: 4, maxTempo: 1.1, gapSec: 0.5 });
    expect(fit?.tempo).toBe(1.1);
    expect(fit?.end).toBeCloseTo(2.5, 10);
    expect(fit?.overflowSec).toBeCloseTo(3 / 1.1 - 2.5, 10);
  });

  it('keeps every sentence inside the video, in order, apart by the gap wherever it borrowed, and accounts for all of it', () => {
    const random = lcg(16);
    for (let run = 0; run < 200; run++) {
      const slots: Span[] = [];
      let time = random() * 2;
      for (let count = 1 + Math.floor(random() * 8); count > 0; count--) {
        const start = time + (random() < 0.2 ? 0 : random() * 1.5);
        const end = start + random() * 4;
        slots.push({ start, end });
        time = end;
      }
      const videoSec = time + random() * 2;
      const spoken = slots.map((slot) => (slot.end - slot.start) * (0.3 + random() * 1.7));
      const fits = planSentenceFit(slots, spoken, { videoSec });
      fits.forEach((fit, index) => {
        const previous = fits[index - 1];
        const slot = slots[index]!;
        expect(fit.start).toBeGreaterThanOrEqual(0);
        expect(fit.end).toBeLessThanOrEqual(videoSec + 1e-9);
        expect(fit.end).toBeGreaterThanOrEqual(fit.start);
        expect(fit.tempo).toBeGreaterThanOrEqual(1);
        expect(fit.tempo).toBeLessThanOrEqual(DUB_MAX_TEMPO);
        expect(naturalCovered(fit)).toBeCloseTo(spoken[index]!, 5);
        if (previous) expect(fit.start).toBeGreaterThanOrEqual(previous.end - 1e-9);
        if (previous && fit.borrowedBeforeSec > 0) {
          expect(fit.start - previous.end).toBeGreaterThanOrEqual(DUB_GAP_SEC - 1e-9);
        }
        const next = slots[index + 1];
        if (next && fit.borrowedAfterSec > 0) expect(next.start - fit.end).toBeGreaterThanOrEqual(DUB_GAP_SEC - 1e-9);
        expect(fit.start).toBeCloseTo(slot.start - fit.borrowedBeforeSec, 9);
        expect(fit.status === 'tooLong').toBe(fit.overflowSec > 0);
      });
    }
  });

  it('refuses slots out of order, past the video, or a count of sentences that does not match', () => {
    const slots = [
      { start: 0, end: 2 },
      { start: 1, end: 3 },
    ];
    expect(() => planSentenceFit(slots, [1, 1], { videoSec: 5 })).toThrow(/slot 2/);
    expect(() => planSentenceFit([{ start: 0, end: 6 }], [1], { videoSec: 5 })).toThrow(/slot 1/);
    expect(() => planSentenceFit([{ start: 0, end: 1 }], [1, 1], { videoSec: 5 })).toThrow(/2 spoken sentences/);
    expect(() => planSentenceFit([{ start: 0, end: 1 }], [1], { videoSec: 5, maxTempo: 0.9 })).toThrow(/maxTempo/);
  });
});
