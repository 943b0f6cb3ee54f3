import { beforeAll, describe, expect, it } from 'vitest';
import type { Pcm } from '../audio/pcm';
import type { Span } from '../timeline';
import { estimatePitch } from '../audio/pitch';
import { EspeakEngine } from '../tts/espeak';
import { trimSilence } from '../tts/trim';
import { fitSpeechToSlots } from './fit-speech-to-slots';
import { DUB_GAP_SEC, DUB_MAX_TEMPO, planSentenceFit, type SentenceFit } from './plan-sentence-fit';

const VOICE = 'espeak:en-US:m3';
const SENTENCES = [
  'The weather was lovely this morning.',
  'We walked along the river until the sun went down.',
  'Then everyone went home for a long dinner.',
];
const ENVELOPE_FRAME_SEC = 0.02;

function window(pcm: Pcm, startSec: number, endSec: number): Pcm {
  const from = Math.round(startSec * pcm.sampleRate);
  return { sampleRate: pcm.sampleRate, samples: pcm.samples.slice(from, Math.round(endSec * pcm.sampleRate)) };
}

/** RMS per frame of `frameSec`: the shape of a sentence in time, whatever its speed once frames are scaled. */
function envelope(pcm: Pcm, frameSec: number, frames: number): number[] {
  return Array.from({ length: frames }, (_, frame) => {
    const from = Math.round(frame * frameSec * pcm.sampleRate);
    const to = Math.min(pcm.samples.length, Math.round((frame + 1) * frameSec * pcm.sampleRate));
    let sum = 0;
    for (let i = from; i < to; i++) sum += (pcm.samples[i] ?? 0) ** 2;
    return to > from ? Math.sqrt(sum / (to - from)) : 0;
  });
}

function correlation(a: number[], b: number[]): number {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const [meanA, meanB] = [mean(a), mean(b)];
  let [cross, squaresA, squaresB] = [0, 0, 0];
  a.forEach((value, index) => {
    const [da, db] = [value - meanA, (b[index] ?? 0) - meanB];
    cross += da * db;
    squaresA += da * da;
    squaresB += db * db;
  });
  return cross / Math.sqrt(squaresA * squaresB);
}

/** How well the track's window for `fit` matches `piece` played at `fit.tempo` from the window's start. */
function likeness(track: Pcm, fit: SentenceFit, piece: Pcm): number {
  const frames = Math.floor((fit.end - fit.start) / ENVELOPE_FRAME_SEC);
  const heard = envelope(window(track, fit.start, fit.end), ENVELOPE_FRAME_SEC, frames);
  return correlation(heard, envelope(piece, ENVELOPE_FRAME_SEC * fit.tempo, frames));
}

function semitonesBetween(a: number, b: number): number {
  return Math.abs(12 * Math.log2(a / b));
}

describe('fitSpeechToSlots', () => {
  let pieces: Pcm[];
  let videoSec: number;
  let plan: SentenceFit[];
  let track: Pcm;
  beforeAll(async () => {
    const engine = new EspeakEngine();
    pieces = await Promise.all(SENTENCES.map(async (text) => trimSilence(await engine.synthesize(text, VOICE))));
    const naturalSec = pieces.map((piece) => piece.samples.length / piece.sampleRate);
    const source = tightSource(naturalSec, loudestLateFrameSec(pieces[2]!));
    videoSec = source.videoSec;
    plan = planSentenceFit(source.slots, naturalSec, { videoSec });
    track = await fitSpeechToSlots(pieces, plan, videoSec);
  });

  /**
   * A source whose sentences were quicker than the translation: the first needs 1.2x, the second 1.5x with a
   * little room after it and more before, the third 1.5x at the end of the video, which comes at `thirdCutSec` of
   * the third sentence as spoken at 1.25x.
   */
  function tightSource(naturalSec: number[], thirdCutSec: number): { slots: Span[]; videoSec: number } {
    const [first = 0, second = 0, third = 0] = naturalSec;
    const missingSecond = second / 1.25 - second / 1.5;
    const slot0 = { start: 0.5, end: 0.5 + first / 1.2 };
    const slot1Start = slot0.end + DUB_GAP_SEC + missingSecond + 0.3;
    const slot1 = { start: slot1Start, end: slot1Start + second / 1.5 };
    const slot2Start = slot1.end + DUB_GAP_SEC + missingSecond / 2;
    const slot2 = { start: slot2Start, end: slot2Start + third / 1.5 };
    return { slots: [slot0, slot1, slot2], videoSec: slot2Start + thirdCutSec / DUB_MAX_TEMPO };
  }

  /**
   * The middle of the loudest frame late in a sentence, late enough that 1.25x reaches it only past a 1.5x slot:
   * a cut there falls in a vowel, where a missing fade would be loud.
   */
  function loudestLateFrameSec(piece: Pcm): number {
    const frames = envelope(
      piece,
      ENVELOPE_FRAME_SEC,
      Math.floor(piece.samples.length / piece.sampleRate / ENVELOPE_FRAME_SEC),
    );
    const first = Math.ceil(frames.length * 0.85);
    const last = Math.floor(frames.length * 0.97);
    let loudest = first;
    for (let frame = first; frame <= last; frame++) if ((frames[frame] ?? 0) > (frames[loudest] ?? 0)) loudest = frame;
    return (loudest + 0.5) * ENVELOPE_FRAME_SEC;
  }

  it('lasts exactly the video, to the sample, with each sentence where the plan put it and silence elsewhere', () => {
    expect(plan.map((fit) => fit.status)).toEqual(['tempo', 'borrowed', 'tooLong']);
    expect(plan[1]?.borrowedAfterSec).toBeGreaterThan(0);
    expect(plan[1]?.borrowedBeforeSec).toBeGreaterThan(0);

    const { sampleRate } = track;
    expect(track.samples.length).toBe(Math.round(videoSec * sampleRate));

    const inside = new Uint8Array(track.samples.length);
    for (const fit of plan) inside.fill(1, Math.round(fit.start * sampleRate), Math.round(fit.end * sampleRate));
    const loudestOutside = track.samples.reduce(
      (max, sample, i) => (inside[i] ? max : Math.max(max, Math.abs(sample))),
      0,
    );
    expect(loudestOutside).toBe(0);

    plan.forEach((fit, index) => {
      const own = likeness(track, fit, pieces[index]!);
      expect(own).toBeGreaterThan(0.8);
      pieces.forEach((other, otherIndex) => {
        if (otherIndex !== index) expect(likeness(track, fit, other)).toBeLessThan(own - 0.2);
      });
      // The window is filled: speech right from its start and up to its end, not shifted within it.
      const edgeSec = 0.15;
      expect(envelope(window(track, fit.start, fit.start + edgeSec), edgeSec, 1)[0]).toBeGreaterThan(0.01);
      expect(envelope(window(track, fit.end - edgeSec, fit.end), edgeSec, 1)[0]).toBeGreaterThan(0.01);
    });
  });

  it('keeps the pitch of the sentences it speeds up within a semitone', () => {
    plan.slice(0, 2).forEach((fit, index) => {
      expect(fit.tempo).toBeGreaterThanOrEqual(1.2);
      const natural = estimatePitch(pieces[index]!).medianHz!;
      const played = estimatePitch(window(track, fit.start, fit.end)).medianHz!;
      expect(semitonesBetween(played, natural)).toBeLessThan(1);
    });
  });

  it('fades a sentence that does not fit out at the end of its window instead of cutting it mid-wave', () => {
    const cut = plan[2]!;
    const lastMs = window(track, cut.end - 0.001, cut.end);
    const beforeFade = window(track, cut.end - 0.1, cut.end - 0.04);
    const peak = (pcm: Pcm) => pcm.samples.reduce((max, sample) => Math.max(max, Math.abs(sample)), 0);
    expect(peak(lastMs)).toBeLessThan(peak(beforeFade) * 0.1);
  });

  it('plays a sentence that fits untouched, sample for sample, from its slot start', async () => {
    const piece = pieces[0]!;
    const naturalSec = piece.samples.length / piece.sampleRate;
    const fits = planSentenceFit([{ start: 0.25, end: 0.25 + naturalSec + 1 }], [naturalSec], {
      videoSec: naturalSec + 2,
    });
    const alone = await fitSpeechToSlots([piece], fits, naturalSec + 2);
    const start = Math.round(0.25 * piece.sampleRate);
    expect(alone.samples.subarray(start, start + piece.samples.length)).toEqual(piece.samples);
    expect(alone.samples.subarray(0, start).every((sample) => sample === 0)).toBe(true);
    expect(alone.samples.subarray(start + piece.samples.length).every((sample) => sample === 0)).toBe(true);
  });

  it('refuses pieces at different sample rates and a plan of another length', async () => {
    const plan = planSentenceFit([{ start: 0, end: 1 }], [0.5], { videoSec: 1 });
    const tone = { sampleRate: 8000, samples: new Float32Array(4000) };
    await expect(fitSpeechToSlots([tone, { ...tone, sampleRate: 16_000 }], [...plan, ...plan], 1)).rejects.toThrow(
      /16000 Hz/,
    );
    await expect(fitSpeechToSlots([tone, tone], plan, 1)).rejects.toThrow(/2 sentences for a plan of 1/);
  });
});
