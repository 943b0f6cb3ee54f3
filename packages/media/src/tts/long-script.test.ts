import { describe, expect, it } from 'vitest';
import type { Pcm } from '../audio/pcm';
import type { TextCue } from '../timeline';
import { EmptyTextError, InvalidPauseError, UnknownVoiceError } from './errors';
import { EspeakEngine } from './espeak';
import { synthesizeLongScript } from './long-script';
import { GAP_SEC, synthesizeScript } from './script';

const engine = new EspeakEngine();
const ENGLISH = 'espeak:en-US:f2';
const MANDARIN = 'espeak:zh-CN:m1';

const PARAGRAPH =
  'Welcome to the quarterly review. Sales grew in every region, and the new product line sold out twice. ' +
  'Next, we look at costs, which stayed flat; then at hiring, which doubled.';

/** The biggest step between neighbouring samples in [from, to). */
function biggestStep(pcm: Pcm, from: number, to: number): number {
  let biggest = 0;
  for (let i = Math.max(1, from); i < Math.min(to, pcm.samples.length); i++) {
    biggest = Math.max(biggest, Math.abs((pcm.samples[i] ?? 0) - (pcm.samples[i - 1] ?? 0)));
  }
  return biggest;
}

/** Sample positions where one spoken clause ends or begins next to silence the script inserted. */
function joins(cues: TextCue[], sampleRate: number): number[] {
  const points: number[] = [];
  cues.forEach((cue, index) => {
    const previous = cues[index - 1];
    if (previous && cue.start - previous.end > 0.001) {
      points.push(Math.round(previous.end * sampleRate), Math.round(cue.start * sampleRate));
    }
  });
  return points;
}

describe('synthesizeLongScript', () => {
  it('speaks one paragraph sample for sample as the sequential synthesis does, whatever the concurrency', async () => {
    const sequential = await synthesizeScript(engine, PARAGRAPH, ENGLISH);
    const parallel = await synthesizeLongScript(engine, [{ text: PARAGRAPH, voiceId: ENGLISH }], { concurrency: 4 });
    expect(parallel.cues).toEqual(sequential.cues);
    expect(parallel.pcm.samples.length).toBe(sequential.pcm.samples.length);
    expect(Buffer.from(parallel.pcm.samples.buffer).equals(Buffer.from(sequential.pcm.samples.buffer))).toBe(true);
  });

  it('joins paragraphs of different voices and manners with the paragraph gap, cues in order and inside the audio', async () => {
    const spoken = await synthesizeLongScript(engine, [
      { text: 'The first voice reads this paragraph.', voiceId: ENGLISH },
      { text: '第二个声音读这一段。', voiceId: MANDARIN, options: { rate: 1.5, pitch: 1.2, volume: 0.8 } },
      { text: 'And the first voice closes.', voiceId: ENGLISH },
    ]);
    const texts = spoken.cues.map((cue) => cue.text);
    expect(texts).toEqual([
      'The first voice reads this paragraph.',
      '第二个声音读这一段。',
      'And the first voice closes.',
    ]);
    const [first, second, third] = spoken.cues;
    expect(second!.start - first!.end).toBeCloseTo(GAP_SEC.paragraph / 1.5, 3);
    expect(third!.start - second!.end).toBeCloseTo(GAP_SEC.paragraph, 3);
    for (const [index, cue] of spoken.cues.entries()) {
      expect(cue.end).toBeGreaterThan(cue.start);
      expect(cue.start).toBeGreaterThanOrEqual(spoken.cues[index - 1]?.end ?? 0);
    }
    expect(third!.end).toBeLessThanOrEqual(spoken.durationSec);
  });

  it('lets a pause at a paragraph edge replace the paragraph gap', async () => {
    const spoken = await synthesizeLongScript(engine, [
      { text: 'Before the break. [pause 1s]', voiceId: ENGLISH },
      { text: '[pause 0.5s] After the break.', voiceId: ENGLISH },
      { text: '[pause 2s]', voiceId: ENGLISH },
    ]);
    const [before, after] = spoken.cues;
    expect(after!.start - before!.end).toBeCloseTo(1.5, 3);
    expect(spoken.durationSec - after!.end).toBeCloseTo(2, 3);
  });

  it('joins a long multi-paragraph script without clicks: no step at a join exceeds the speech steps', async () => {
    const paragraphs = Array.from({ length: 6 }, (_, index) => ({
      text: `${index + 1}. ${PARAGRAPH}`,
      voiceId: index % 2 ? MANDARIN : ENGLISH,
    }));
    const spoken = await synthesizeLongScript(engine, paragraphs);
    const points = joins(spoken.cues, spoken.pcm.sampleRate);
    expect(points.length).toBeGreaterThan(20);
    const speechStep = biggestStep(spoken.pcm, 0, spoken.pcm.samples.length);
    const joinStep = Math.max(...points.map((point) => biggestStep(spoken.pcm, point - 3, point + 3)));
    expect(joinStep).toBeLessThan(0.02);
    expect(joinStep).toBeLessThan(speechStep / 10);
  });

  it('refuses unknown voices, bad pauses and scripts with nothing to say', async () => {
    await expect(synthesizeLongScript(engine, [{ text: 'Hello.', voiceId: 'espeak:xx:none' }])).rejects.toBeInstanceOf(
      UnknownVoiceError,
    );
    await expect(synthesizeLongScript(engine, [{ text: 'Hi [pause 0.3s]', voiceId: ENGLISH }])).rejects.toBeInstanceOf(
      InvalidPauseError,
    );
    await expect(synthesizeLongScript(engine, [{ text: '[pause 1s] ...', voiceId: ENGLISH }])).rejects.toBeInstanceOf(
      EmptyTextError,
    );
  });
});
