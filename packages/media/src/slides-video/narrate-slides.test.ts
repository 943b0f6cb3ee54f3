import { describe, expect, it } from 'vitest';
import type { Pcm } from '../audio/pcm';
import { EspeakEngine } from '../tts/espeak';
import { narrateSlides, type SlideSpeech } from './narrate-slides';

const engine = new EspeakEngine();
const NORMAL = { rate: 1, pitch: 1, volume: 1 };

function peak(pcm: Pcm, startSec: number, endSec: number): number {
  const window = pcm.samples.subarray(Math.round(startSec * pcm.sampleRate), Math.round(endSec * pcm.sampleRate));
  return window.reduce((max, sample) => Math.max(max, Math.abs(sample)), 0);
}

const slide = (patch: Partial<SlideSpeech>): SlideSpeech => ({
  script: '',
  voiceId: 'espeak:en-US:f2',
  options: NORMAL,
  silentSec: 5,
  pauseAfterSec: 0.5,
  ...patch,
});

describe('narrateSlides', () => {
  it('lays each slide speech at its slide start, with a silent slide held for its own time', async () => {
    const narration = await narrateSlides(engine, [
      slide({ script: 'Welcome to the quarterly review.' }),
      slide({ script: '[pause 1s]', silentSec: 2, pauseAfterSec: 0 }),
      slide({ script: '我们的销售增长了。', voiceId: 'espeak:zh-CN:m3', options: { ...NORMAL, rate: 1.5 } }),
    ]);
    const [first, silent, last] = narration.timings;
    expect(first!.startSec).toBe(0);
    expect(silent!.startSec).toBe(first!.endSec);
    expect(silent!.endSec - silent!.startSec).toBeCloseTo(2, 5);
    expect(last!.startSec).toBe(silent!.endSec);
    expect(narration.pcm.samples.length / narration.pcm.sampleRate).toBeCloseTo(last!.endSec, 3);

    // Speech begins where each speaking slide begins and the silent slide says nothing.
    expect(peak(narration.pcm, first!.startSec, first!.startSec + 0.4)).toBeGreaterThan(0.05);
    expect(peak(narration.pcm, silent!.startSec, silent!.endSec)).toBe(0);
    expect(peak(narration.pcm, last!.startSec, last!.startSec + 0.4)).toBeGreaterThan(0.05);
    // The pause after a slide is silence before the next one.
    expect(peak(narration.pcm, first!.endSec - 0.45, first!.endSec)).toBeLessThan(0.01);

    const lastLines = narration.cues.filter((cue) => cue.text.includes('销售'));
    expect(lastLines.length).toBeGreaterThan(0);
    for (const cue of lastLines) {
      expect(cue.start).toBeGreaterThanOrEqual(last!.startSec);
      expect(cue.end).toBeLessThanOrEqual(last!.endSec);
    }
    expect(narration.cues.some((cue) => cue.text.includes('Welcome') && cue.start < first!.endSec)).toBe(true);
  });

  it('makes a silent narration of the slides durations when no slide has a script', async () => {
    const narration = await narrateSlides(engine, [slide({ silentSec: 1 }), slide({ silentSec: 2, pauseAfterSec: 0 })]);
    expect(narration.timings.map((timing) => timing.endSec)).toEqual([1.5, 3.5]);
    expect(narration.pcm.samples.length / narration.pcm.sampleRate).toBeCloseTo(3.5, 3);
    expect(narration.cues).toEqual([]);
  });
});
