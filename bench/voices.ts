// `npx tsx bench/voices.ts` (also part of `npm run bench`): reads the held-out paragraphs with every English
// voice of every offline engine, transcribes each reading with pocketsphinx and writes the table into the
// "Voices" section of docs/benchmarks.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import {
  createCompositeEngine,
  createEspeakEngine,
  createFestivalEngine,
  createFliteEngine,
  isPocketsphinxAvailable,
  qualityOfWer,
  type TtsVoice,
} from '@orator/media';
import { measureVoice } from '../packages/media/src/tts/test/intelligibility';
import { HELD_OUT_PARAGRAPHS } from './held-out-texts';

export interface VoiceResult {
  voice: TtsVoice;
  /** Mean over the paragraphs. */
  wer: number;
  pitchRangeSemitones: number;
  wordsPerMinute: number;
}

const engine = createCompositeEngine([createEspeakEngine(), createFestivalEngine(), createFliteEngine()]);

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Two readings at a time: the machine's two cores, each busy with a synthesizer or the recogniser. */
const CONCURRENT_VOICES = 2;

/** Every English voice, measured on every held-out paragraph, in catalogue order. */
export async function measureEnglishVoices(log = console.log): Promise<VoiceResult[]> {
  // Festival's and Flite's first: they decide the defaults, and espeak's many variants take longest.
  const english = engine
    .voices()
    .filter((voice) => voice.language.startsWith('en'))
    .sort((a, b) => Number(a.engine === 'espeak') - Number(b.engine === 'espeak'));
  const results: VoiceResult[] = new Array(english.length);
  let next = 0;
  async function worker() {
    while (next < english.length) {
      const index = next++;
      const voice = english[index]!;
      const readings = [];
      for (const { text } of HELD_OUT_PARAGRAPHS) readings.push(await measureVoice(engine, voice.id, text));
      const result = {
        voice,
        wer: mean(readings.map((reading) => reading.wer)),
        pitchRangeSemitones: mean(readings.map((reading) => reading.pitchRangeSemitones)),
        wordsPerMinute: mean(readings.map((reading) => reading.wordsPerMinute)),
      };
      log(`${voice.id}\t${(result.wer * 100).toFixed(1)} %\t${result.pitchRangeSemitones.toFixed(1)} st`);
      results[index] = result;
    }
  }
  await Promise.all(Array.from({ length: CONCURRENT_VOICES }, worker));
  return results;
}

/** The "Voices" section of docs/benchmarks.md, best voice first. */
export function voicesSection(results: VoiceResult[]): string {
  const ranked = [...results].sort((a, b) => a.wer - b.wer);
  const words = HELD_OUT_PARAGRAPHS.map(({ text }) => text.split(/\s+/).length);
  return [
    '## Voices',
    '',
    `Measured by \`npx tsx bench/voices.ts\` on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores ` +
      `(${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${os.type()} ${os.release()}. Each English voice reads the ` +
      `${HELD_OUT_PARAGRAPHS.length} held-out paragraphs of \`bench/held-out-texts.ts\` (${words.join(', ')} words; ` +
      'no tuning used them) as a script, at rate, pitch and volume 1; pocketsphinx (en-us) transcribes each reading. ' +
      'WER: word-level edit distance over the reference words, lower-case, punctuation dropped, mean of the ' +
      'paragraphs. Pitch range: 10th to 90th percentile of the voiced F0 (YIN), in semitones; human readers ' +
      'measure 6.5-7. Tier: clear at or below 20 % WER, good at or below 35 %, basic above (`voice-quality.ts`).',
    '',
    '| voice | engine | name | WER | pitch range | words/min | tier |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...ranked.map(
      ({ voice, wer, pitchRangeSemitones, wordsPerMinute }) =>
        `| \`${voice.id}\` | ${voice.engine} | ${voice.name} | ${(wer * 100).toFixed(1)} % | ` +
        `${pitchRangeSemitones.toFixed(1)} st | ${wordsPerMinute.toFixed(0)} | ${qualityOfWer(wer)} |`,
    ),
    '',
  ].join('\n');
}

/** Replaces (or appends) the "Voices" section of docs/benchmarks.md, keeping the rest as it is. */
export async function writeVoicesSection(section: string): Promise<void> {
  const target = path.resolve(import.meta.dirname, '../docs/benchmarks.md');
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf('\n## Voices');
  const before = start < 0 ? current : current.slice(0, start + 1);
  const next = start < 0 ? -1 : current.indexOf('\n## ', start + 1);
  const after = next < 0 ? '' : current.slice(next + 1);
  const text = `${before.trimEnd()}\n\n${section}\n${after}`;
  const options = (await prettier.resolveConfig(target)) ?? {};
  fs.writeFileSync(target, await prettier.format(text, { ...options, filepath: target }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!isPocketsphinxAvailable()) {
    console.error('pocketsphinx is not installed: sudo apt-get install -y pocketsphinx pocketsphinx-en-us');
    process.exit(1);
  }
  const section = voicesSection(await measureEnglishVoices());
  await writeVoicesSection(section);
  console.log(section);
}
