import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeEnvelope, rmsEnvelope } from '../audio/envelope';
import { concatPcm, durationOf, silence, type Pcm } from '../audio/pcm';
import { VISEME_OPENNESS, type Viseme } from '../avatar/rig';
import type { MouthCue } from '../timeline';
import { framesFromCues } from './frame-runs';
import { mouthTrackFromAudio, withoutFlicker } from './mouth-track';
import { espeakSpeech } from './test/espeak-speech';
import { pearson } from './test/stats';

const FPS = 25;

function perFrame(cues: MouthCue[], frames: number): Viseme[] {
  return framesFromCues(cues, (cue) => cue.viseme, FPS, frames, 'closed');
}

describe('mouthTrackFromAudio on real speech', () => {
  let speech: Pcm;
  let cues: MouthCue[];

  beforeAll(async () => {
    const sentence = await espeakSpeech(
      'Good morning! Our new studio turns any script into a video with a friendly presenter, ' +
        'who speaks clearly, smiles, and looks you right in the eye.',
    );
    speech = concatPcm(
      [silence(sentence.sampleRate, 0.6), sentence, silence(sentence.sampleRate, 0.8)],
      sentence.sampleRate,
    );
    cues = mouthTrackFromAudio(speech, { fps: FPS });
  });

  it('opens the mouth in step with the loudness (Pearson >= 0.6)', () => {
    const envelope = normalizeEnvelope(rmsEnvelope(speech, FPS));
    const openness = perFrame(cues, envelope.length).map((viseme) => VISEME_OPENNESS[viseme]);
    expect(pearson(openness, envelope)).toBeGreaterThanOrEqual(0.6);
  });

  it('keeps the lips closed in the silence before and after', () => {
    const frames = perFrame(cues, Math.ceil(durationOf(speech) * FPS));
    expect(new Set(frames.slice(0, 12))).toEqual(new Set(['closed']));
    expect(new Set(frames.slice(-15))).toEqual(new Set(['closed']));
  });

  it('covers the whole audio without gaps, on frame boundaries, with neighbours different', () => {
    expect(cues[0]?.start).toBe(0);
    expect(cues[cues.length - 1]?.end).toBeCloseTo(durationOf(speech), 9);
    cues.slice(1).forEach((cue, i) => {
      const previous = cues[i];
      expect(cue.start).toBe(previous?.end);
      expect(cue.viseme).not.toBe(previous?.viseme);
      expect(Math.abs(cue.start * FPS - Math.round(cue.start * FPS))).toBeLessThan(1e-9);
    });
  });

  it('never holds a shape for a single frame, but for a quick closure of the lips', () => {
    // A closure may cut a shape into pieces of one frame on either side of it.
    const nearClosure = (i: number) => [cues[i - 1], cues[i], cues[i + 1]].some((cue) => cue?.closure);
    const inner = cues.slice(0, -1).filter((_cue, i) => !nearClosure(i));
    for (const cue of inner) expect(Math.round((cue.end - cue.start) * FPS)).toBeGreaterThanOrEqual(2);
  });

  it('uses the range of shapes, not just open and closed', () => {
    const used = new Set(cues.map((cue) => cue.viseme));
    for (const viseme of ['closed', 'open', 'round', 'wide'] as const) expect(used).toContain(viseme);
    expect(used.has('fv') || used.has('l')).toBe(true);
  });
});

describe('withoutFlicker', () => {
  it('folds a one-frame shape into the neighbour of closest opening', () => {
    expect(withoutFlicker(['closed', 'closed', 'open', 'wide', 'wide'])).toEqual([
      'closed',
      'closed',
      'wide',
      'wide',
      'wide',
    ]);
    expect(withoutFlicker(['rest', 'open', 'open', 'closed'])).toEqual(['open', 'open', 'open', 'open']);
  });
});

describe('mouthTrackFromAudio on silence', () => {
  it('is one closed cue', () => {
    expect(mouthTrackFromAudio(silence(16000, 2), { fps: FPS })).toEqual([{ start: 0, end: 2, viseme: 'closed' }]);
  });
});
