import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meterLoudness } from '../audio/test/loudness-meter';
import { ffmpeg, probe } from '../ffmpeg';
import { parseSubtitles } from '../subtitles/subtitle-file';
import { DUBBING_LEAD_IN_SEC, DUBBING_TAIL_SEC, renderDubbing } from './dubbing';
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
    expect(result.cues[0]!.start).toBeCloseTo(DUBBING_LEAD_IN_SEC, 2);
    expect(result.durationSec - result.spokenSec).toBeCloseTo(DUBBING_LEAD_IN_SEC + DUBBING_TAIL_SEC, 2);
  });

  it('delivers web loudness in a 44.1 kHz MP3 at 128 kb/s, with silence before the first word', async () => {
    const result = await renderDubbing(
      new EspeakEngine(),
      [{ text: 'Every order ships the same day, and returns are free for thirty days.', voiceId: 'espeak:en-US:m3' }],
      { outDir },
    );
    const info = await probe(result.mp3Path);
    expect(info.audio).toMatchObject({ sampleRate: 44_100, channels: 1 });
    expect(info.audio!.bitRate).toBeGreaterThanOrEqual(128_000);
    const loudness = await meterLoudness(result.mp3Path);
    expect(Math.abs(loudness.integratedLufs - -16)).toBeLessThanOrEqual(1);
    expect(loudness.truePeakDbtp).toBeLessThanOrEqual(-1);
    // The lead-in is silent: the first 0.2 s hold no more than dither-level noise.
    const { stderr } = await ffmpeg([
      '-hide_banner',
      '-t',
      '0.2',
      '-i',
      result.mp3Path,
      '-af',
      'volumedetect',
      '-f',
      'null',
      '-',
    ]);
    expect(Number(/max_volume: (-?[\d.]+|-inf) dB/.exec(stderr)?.[1] ?? 0)).toBeLessThan(-50);
  });
});
