import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { alignText } from './align-text';
import { engine, knownRecording, LIBRIVOX_DIR, librivoxReading } from './test/recordings';

/** Subtitles look right when each line changes within a quarter second of the voice. */
const TOLERANCE_SEC = 0.25;

const SCRIPTS = {
  'en-US':
    'The quick brown fox jumps over the lazy dog. [pause 1.5s] We went to the market this morning, and bought ' +
    'fresh bread for breakfast. Please call me tomorrow afternoon, because I will be busy all day. [pause 2s] ' +
    'The weather is lovely today, so we are going to the beach with our friends.',
  'zh-CN':
    '今天天气很好，我们一起去公园散步。[pause 1.5s] 我喜欢在早上喝一杯热茶，然后开始工作。请你明天下午给我打电话。[pause 2s] ' +
    '这个城市有很多美丽的地方，值得我们慢慢参观。',
};

const withoutPauses = (script: string) => script.replace(/\[pause [^\]]+\]\s*/g, '');

describe('alignText', () => {
  it.each(Object.entries(SCRIPTS))(
    'times every line of a known %s text in a recording with its own voice, pace and pauses',
    async (language, script) => {
      const recording = await knownRecording(script, `espeak:${language}:f2`);
      const cues = await alignText({
        engine,
        voiceId: `espeak:${language}:m3`,
        text: withoutPauses(script),
        audio: recording.audio,
      });

      expect(cues.map((cue) => cue.text)).toEqual(recording.truth.map((cue) => cue.text));
      cues.forEach((cue, index) => {
        const truth = recording.truth[index]!;
        expect(Math.abs(cue.start - truth.start), `start of "${cue.text}"`).toBeLessThan(TOLERANCE_SEC);
        expect(Math.abs(cue.end - truth.end), `end of "${cue.text}"`).toBeLessThan(TOLERANCE_SEC);
      });
    },
    30_000,
  );

  it('keeps the lines in order without overlaps', async () => {
    const recording = await knownRecording(SCRIPTS['en-US'], 'espeak:en-US:f4', { leadInSec: 2, tempo: 1.2 });
    const cues = await alignText({
      engine,
      voiceId: 'espeak:en-US:m3',
      text: withoutPauses(SCRIPTS['en-US']),
      audio: recording.audio,
    });
    for (const [index, cue] of cues.entries()) {
      expect(cue.end).toBeGreaterThan(cue.start);
      if (index > 0) expect(cue.start).toBeGreaterThanOrEqual(cues[index - 1]!.end);
    }
    expect(cues[0]!.start).toBeGreaterThan(1.5);
  }, 30_000);

  it.skipIf(!existsSync(path.join(LIBRIVOX_DIR, 'transcription')))(
    'times the sentences of a real reader, with the recording noise between them',
    async () => {
      const reading = librivoxReading();
      // Written as a user would paste it, and timed where the voice is, not where the files join.
      const sentences = reading.sentences.map((sentence) => ({
        text: sentence.text.charAt(0).toUpperCase() + sentence.text.slice(1),
        start: sentence.speechStart,
        end: sentence.speechEnd,
      }));
      const text = sentences.map((sentence) => `${sentence.text}.`).join(' ');
      const cues = await alignText({ engine, voiceId: 'espeak:en-US:m3', text, audio: reading.audio });

      // A long sentence becomes several lines: its first line starts it and its last one ends it.
      let next = 0;
      for (const sentence of sentences) {
        const lines = [];
        while (lines.map((cue) => cue.text).join(' ').length < sentence.text.length) lines.push(cues[next++]!);
        expect(lines.map((cue) => cue.text).join(' ')).toBe(`${sentence.text}.`);
        expect(Math.abs(lines[0]!.start - sentence.start), sentence.text).toBeLessThan(TOLERANCE_SEC);
        expect(Math.abs(lines.at(-1)!.end - sentence.end), sentence.text).toBeLessThan(TOLERANCE_SEC);
      }
      expect(next).toBe(cues.length);
    },
    30_000,
  );
});
