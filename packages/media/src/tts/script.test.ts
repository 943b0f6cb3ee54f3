import { describe, expect, it } from 'vitest';
import type { Pcm } from '../audio/pcm';
import type { TextCue } from '../timeline';
import { splitClauses } from './clauses';
import { EmptyTextError, InvalidPauseError, UnknownVoiceError } from './errors';
import { EspeakEngine } from './espeak';
import { parseScript } from './pause';
import { type ScriptChunk, streamScript, synthesizeScript } from './script';
import { auditionText } from './script-text';

const engine = new EspeakEngine();
const VOICE = 'espeak:en-US:f2';
const TOLERANCE_SEC = 0.02;

function slice(pcm: Pcm, startSec: number, endSec: number): Float32Array {
  return pcm.samples.subarray(Math.round(startSec * pcm.sampleRate), Math.round(endSec * pcm.sampleRate));
}

function peak(samples: Float32Array): number {
  return samples.reduce((max, sample) => Math.max(max, Math.abs(sample)), 0);
}

/** Runs of silence at least `minimumSec` long, measured on the audio itself, in seconds. */
function silencesSec(pcm: Pcm, minimumSec = 0.1): number[] {
  const runs: number[] = [];
  let run = 0;
  for (const sample of [...pcm.samples, 1]) {
    if (Math.abs(sample) < 0.001) {
      run++;
      continue;
    }
    if (run >= minimumSec * pcm.sampleRate) runs.push(run / pcm.sampleRate);
    run = 0;
  }
  return runs;
}

function longestSilenceSec(pcm: Pcm): number {
  return Math.max(0, ...silencesSec(pcm));
}

function gapsBetween(cues: TextCue[]): number[] {
  return cues.slice(1).map((cue, index) => cue.start - (cues[index]?.end ?? 0));
}

describe('synthesizeScript', () => {
  it.each([0.5, 2, 7.5])('inserts a [pause %ss] of exactly that length', async (seconds) => {
    const spoken = await synthesizeScript(engine, `First part here. [pause ${seconds}s] Second part.`, VOICE);
    expect(spoken.cues.map((cue) => cue.text)).toEqual(['First part here.', 'Second part.']);
    expect(gapsBetween(spoken.cues)[0]).toBeCloseTo(seconds, 3);
    expect(Math.abs(longestSilenceSec(spoken.pcm) - seconds)).toBeLessThan(TOLERANCE_SEC);
  });

  it('adds up consecutive pauses and honours them at both ends of the script', async () => {
    const spoken = await synthesizeScript(engine, '[pause 1s]Hello[pause 1s][pause 0.5s]there[pause 1.5s]', VOICE);
    const [hello, there] = spoken.cues;
    expect(hello?.start).toBeCloseTo(1, 3);
    expect((there?.start ?? 0) - (hello?.end ?? 0)).toBeCloseTo(1.5, 3);
    expect(spoken.durationSec - (there?.end ?? 0)).toBeCloseTo(1.5, 3);
    expect(peak(slice(spoken.pcm, 0, 1))).toBe(0);
  });

  it('leaves shorter gaps after commas than after sentences, and the longest between paragraphs', async () => {
    const spoken = await synthesizeScript(engine, 'One, two. Three\n\nFour.', VOICE);
    const [afterComma, afterSentence, afterParagraph] = gapsBetween(spoken.cues);
    expect(afterComma).toBeLessThan(afterSentence ?? 0);
    expect(afterSentence).toBeLessThan(afterParagraph ?? 0);
  });

  it('gives the same break the same silence whatever espeak padded the clauses with', async () => {
    const spoken = await synthesizeScript(engine, 'Yes. A much longer sentence follows here. No. Again?', VOICE);
    const silences = silencesSec(spoken.pcm);
    expect(silences.length).toBe(3);
    for (const silence of silences) expect(Math.abs(silence - (silences[0] ?? 0))).toBeLessThan(TOLERANCE_SEC);
  });

  it('times cues in order, inside the audio, over speech, covering every clause', async () => {
    const script =
      'Welcome to the studio. [pause 1s] 今天我们介绍数字人，以及配音！\nPick a voice, write your script; then render.';
    const spoken = await synthesizeScript(engine, script, 'espeak:zh-CN:m3');
    const clauses = parseScript(script).flatMap((part) => (part.kind === 'text' ? splitClauses(part.text) : []));
    expect(spoken.cues.map((cue) => cue.text)).toEqual(clauses.map((clause) => clause.text.replace(/[,;，；]$/u, '')));
    let previousEnd = 0;
    for (const cue of spoken.cues) {
      expect(cue.start).toBeGreaterThanOrEqual(previousEnd);
      expect(cue.end).toBeGreaterThan(cue.start);
      expect(peak(slice(spoken.pcm, cue.start, cue.start + 0.05))).toBeGreaterThan(0.01);
      expect(peak(slice(spoken.pcm, cue.end - 0.05, cue.end))).toBeGreaterThan(0.001);
      expect(peak(slice(spoken.pcm, previousEnd, cue.start))).toBeLessThan(0.01);
      previousEnd = cue.end;
    }
    expect(previousEnd).toBeLessThanOrEqual(spoken.durationSec);
    expect(spoken.durationSec).toBeCloseTo(spoken.pcm.samples.length / spoken.pcm.sampleRate, 6);
  });

  it('cuts a long clause into subtitle lines that follow each other without a gap', async () => {
    const sentence =
      'This sentence is deliberately long so that it cannot fit on a single subtitle line and has to be cut into pieces.';
    const spoken = await synthesizeScript(engine, sentence, VOICE);
    expect(spoken.cues.length).toBe(2);
    expect(spoken.cues.map((cue) => cue.text).join(' ')).toBe(sentence);
    for (const cue of spoken.cues) expect(cue.text.length).toBeLessThanOrEqual(60);
    expect(spoken.cues[1]?.start).toBe(spoken.cues[0]?.end);
    const share = ((spoken.cues[0]?.end ?? 0) - (spoken.cues[0]?.start ?? 0)) / spoken.durationSec;
    expect(share).toBeGreaterThan(0.35);
    expect(share).toBeLessThan(0.65);
  });

  it('shortens speech and natural gaps at a faster rate but keeps explicit pauses', async () => {
    const script = 'One sentence here. Another one there. [pause 1s] The end.';
    const normal = await synthesizeScript(engine, script, VOICE);
    const fast = await synthesizeScript(engine, script, VOICE, { rate: 2, pitch: 1, volume: 1 });
    expect(fast.durationSec).toBeLessThan(normal.durationSec * 0.75);
    expect(gapsBetween(fast.cues)[0]).toBeCloseTo((gapsBetween(normal.cues)[0] ?? 0) / 2, 3);
    expect(gapsBetween(fast.cues)[1]).toBeCloseTo(1, 3);
  });

  it('rejects a bad pause token before speaking anything', async () => {
    await expect(synthesizeScript(engine, 'Hello [pause 0.3s] world', VOICE)).rejects.toThrow(InvalidPauseError);
  });

  it.each(['', '[pause 2s]', ' … [pause 1s] !'])('rejects a script with nothing to say: %j', async (script) => {
    await expect(synthesizeScript(engine, script, VOICE)).rejects.toThrow(EmptyTextError);
  });

  it('rejects an unknown voice', async () => {
    await expect(synthesizeScript(engine, 'Hello', 'espeak:en-US:nobody')).rejects.toThrow(UnknownVoiceError);
  });
});

describe('streamScript', () => {
  it('hands over the first clause of an audition quickly, and the chunks add up to the whole', async () => {
    const long = `${'Welcome to the studio, where words become video. '.repeat(8)}[pause 1s] The end.`;
    const script = auditionText(long);
    await engine.synthesize('Warm up.', VOICE);

    const started = performance.now();
    const chunks: ScriptChunk[] = [];
    let firstChunkMs = 0;
    for await (const chunk of streamScript(engine, script, VOICE)) {
      if (chunks.length === 0) firstChunkMs = performance.now() - started;
      chunks.push(chunk);
    }
    // The 300 ms target is a benchmark (`npm run bench`); a busy machine slows both times alike.
    expect(firstChunkMs).toBeLessThan((performance.now() - started) / 3);
    expect(chunks[0]?.cues[0]?.text).toBe('Welcome to the studio');

    const whole = await synthesizeScript(engine, script, VOICE);
    expect(chunks.flatMap((chunk) => chunk.cues)).toEqual(whole.cues);
    expect(chunks.reduce((sum, chunk) => sum + chunk.pcm.samples.length, 0)).toBe(whole.pcm.samples.length);
  });
});
