import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probe } from '../ffmpeg';
import { parseSubtitles } from '../subtitles/subtitle-file';
import { renderDubbing } from './dubbing';
import { EspeakEngine } from './espeak';

let outDir: string;
beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'orator-dubbing-'));
});
afterAll(() => rm(outDir, { recursive: true, force: true }));

describe('renderDubbing', () => {
  it('writes an MP3 that ffprobe reads at the spoken length, and an SRT of the same cues', async () => {
    const result = await renderDubbing(
      new EspeakEngine(),
      [
        { text: 'A dubbing in two paragraphs. This is the first one.', voiceId: 'espeak:en-US:f2' },
        { text: 'E este é o segundo, em português.', voiceId: 'espeak:pt-BR:m3' },
      ],
      { outDir },
    );
    const info = await probe(result.mp3Path);
    expect(info.audio?.codec).toBe('mp3');
    expect(Math.abs(info.durationSec - result.durationSec)).toBeLessThan(0.1);
    const cues = parseSubtitles(result.srt);
    expect(cues.map((cue) => cue.text)).toEqual(result.cues.map((cue) => cue.text));
    cues.forEach((cue, index) => expect(cue.start).toBeCloseTo(result.cues[index]!.start, 2));
    expect(cues.at(-1)!.end).toBeLessThanOrEqual(result.durationSec + 0.001);
  });
});
