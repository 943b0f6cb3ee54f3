import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { synthesizeScript } from '../tts/script';
import { isPocketsphinxAvailable, parseWordTimes, quietCuts, recogniseWords, transcribeEnglish } from './pocketsphinx';
import { engine, LIBRIVOX_DIR, librivoxReading, to16k, wordErrorRate } from './test/recordings';

const hasPocketsphinx = isPocketsphinxAvailable();
const hasLibrivox = hasPocketsphinx && existsSync(path.join(LIBRIVOX_DIR, 'transcription'));

describe('parseWordTimes', () => {
  it('keeps the words with their times and drops silences, noises and pronunciation marks', () => {
    const output = [
      'hello world',
      '<s> 0.000 0.190 0.997603',
      'hello 0.200 0.550 0.918192',
      '<sil> 0.560 0.760 0.500634',
      '[NOISE] 0.770 0.800 0.400000',
      'world(2) 0.810 1.250 0.834421',
      '</s> 1.260 1.400 1.000000',
    ].join('\n');
    expect(parseWordTimes(output)).toEqual([
      { word: 'hello', start: 0.2, end: 0.55 },
      { word: 'world', start: 0.81, end: 1.25 },
    ]);
  });
});

describe('quietCuts', () => {
  /** Two-second tone bursts with a half-second pause after each, for `seconds`. */
  function bursts(seconds: number) {
    const rate = 16000;
    const samples = new Float32Array(seconds * rate);
    for (let i = 0; i < samples.length; i++) samples[i] = (i / rate) % 2.5 < 2 ? 0.3 * Math.sin(i * 0.2) : 0;
    return { sampleRate: rate, samples };
  }

  it('cuts a long recording into one piece per core, each cut inside a pause', () => {
    const pcm = bursts(60);
    const pieces = quietCuts(pcm, 2);
    expect(pieces).toHaveLength(2);
    expect(pieces[0]!.start).toBe(0);
    expect(pieces[1]!.start).toBe(pieces[0]!.end);
    expect(pieces[1]!.end).toBe(pcm.samples.length);
    const cutSec = pieces[0]!.end / pcm.sampleRate;
    expect(cutSec % 2.5).toBeGreaterThan(2);
    expect(Math.abs(cutSec - 30)).toBeLessThan(3);
  });

  it('leaves a short recording whole', () => {
    expect(quietCuts(bursts(10), 4)).toEqual([{ start: 0, end: 160000 }]);
  });
});

describe.skipIf(!hasPocketsphinx)('pocketsphinx transcription (installed here)', () => {
  it('writes clear synthetic English as subtitles, in order', async () => {
    const text =
      'The weather is lovely today. We are going to the beach with our friends. Please call me tomorrow ' +
      'afternoon. I would like to buy some fresh bread and a bottle of milk.';
    const spoken = await synthesizeScript(engine, text, 'espeak:en-US:f2');
    const cues = await transcribeEnglish(await to16k(spoken.pcm));

    // Synthetic speech is far from what the model was trained on: half the words right is its honest level.
    expect(wordErrorRate(text, cues.map((cue) => cue.text).join(' '))).toBeLessThan(0.5);
    for (const [index, cue] of cues.entries()) {
      expect(cue.end).toBeGreaterThan(cue.start);
      if (index > 0) expect(cue.start).toBeGreaterThanOrEqual(cues[index - 1]!.end);
    }
    expect(cues.at(-1)!.end).toBeLessThanOrEqual(spoken.durationSec + 0.1);
  }, 60_000);

  it.skipIf(!hasLibrivox)(
    'recognises a real reader with a low word error rate and times each sentence',
    async () => {
      const { audio, sentences } = librivoxReading();
      const words = await recogniseWords(audio);
      const hypothesis = words.map((word) => word.word).join(' ');
      expect(wordErrorRate(sentences.map((s) => s.text).join(' '), hypothesis)).toBeLessThan(0.35);
      for (let i = 1; i < words.length; i++) expect(words[i]!.start).toBeGreaterThanOrEqual(words[i - 1]!.end);
      // Every sentence's words are heard while that sentence plays.
      for (const sentence of sentences) {
        const heard = words.filter(
          (word) => word.start >= sentence.fileStart - 0.3 && word.end <= sentence.fileEnd + 0.3,
        );
        expect(heard.length, sentence.text).toBeGreaterThan(sentence.text.split(' ').length / 2);
      }
    },
    120_000,
  );
});
