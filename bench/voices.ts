// `npx tsx bench/voices.ts [id-part ...]` (also part of `npm run bench`): reads the held-out paragraphs with
// every English voice of every offline engine (or those whose id contains one of the arguments),
// transcribes each reading with pocketsphinx, records the numbers in
// packages/media/src/tts/voice-measurements.json (which gives each voice its quality tier) and writes the
// table into the "Voices" section of docs/benchmarks.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import {
  createCatalogueEngine,
  createCompositeEngine,
  createEspeakEngine,
  createFestivalEngine,
  createFliteEngine,
  isOfferedVoice,
  isPocketsphinxAvailable,
  qualityOfWer,
  type TtsVoice,
  type VoiceMeasurement,
  type VoiceMeasurements,
} from '@orator/media';
import { ffmpeg } from '../packages/media/src/ffmpeg';
import { encodeWav } from '../packages/media/src/audio/wav';
import { measureVoice, pitchRangeSemitones } from '../packages/media/src/tts/test/intelligibility';
import { synthesizeScript } from '../packages/media/src/tts/script';
import { HELD_OUT_OTHER_LANGUAGES, HELD_OUT_PARAGRAPHS } from './held-out-texts';

const MEASUREMENTS = path.resolve(import.meta.dirname, '../packages/media/src/tts/voice-measurements.json');
const BENCHMARKS = path.resolve(import.meta.dirname, '../docs/benchmarks.md');
/** One short MP3 per Chinese and Portuguese voice, for the listening check. */
const SAMPLES_DIR = path.resolve(import.meta.dirname, '../docs/voice-samples');
const SAMPLE_SECONDS = 6;

/** The voices as the product delivers them (intonation widened), offered or not: the bench decides which are. */
const engine = createCatalogueEngine(
  createCompositeEngine([createEspeakEngine(), createFestivalEngine(), createFliteEngine()]),
);
const allVoices = [...engine.voices(), ...(engine.unlistedVoices?.() ?? [])];

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** Two readings at a time: the machine's two cores, each busy with a synthesizer or the recogniser. */
const CONCURRENT_VOICES = 2;

/** The English voices (those whose id contains one of `only`, when given), each measured on every paragraph. */
export async function measureEnglishVoices(
  only: string[] = [],
  log = console.log,
): Promise<Map<string, VoiceMeasurement>> {
  // Festival's and Flite's first: they decide the defaults, and espeak's many variants take longest.
  const english = allVoices
    .filter((voice) => voice.language.startsWith('en'))
    .filter((voice) => only.length === 0 || only.some((part) => voice.id.includes(part)))
    .sort((a, b) => Number(a.engine === 'espeak') - Number(b.engine === 'espeak'));
  const results = new Map<string, VoiceMeasurement>();
  let next = 0;
  async function worker() {
    while (next < english.length) {
      const voice = english[next++]!;
      const readings = [];
      for (const { text } of HELD_OUT_PARAGRAPHS) readings.push(await measureVoice(engine, voice.id, text));
      const result = {
        wer: round(mean(readings.map((reading) => reading.wer)), 3),
        pitchRangeSemitones: round(mean(readings.map((reading) => reading.pitchRangeSemitones)), 1),
      };
      log(`${voice.id}\t${(result.wer * 100).toFixed(1)} %\t${result.pitchRangeSemitones} st`);
      results.set(voice.id, result);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENT_VOICES }, worker));
  return results;
}

/** How a Chinese or Portuguese voice reads its held-out paragraph: no recogniser here understands it. */
interface OtherLanguageReading {
  voice: TtsVoice;
  /** Chinese characters per minute, or Portuguese words per minute, pauses included. */
  ratePerMinute: number;
  unit: 'characters' | 'words';
  pitchRangeSemitones: number;
  sample: string;
}

/** Every Chinese and Portuguese voice: speaking rate, pitch range and a short sample in docs/voice-samples. */
export async function measureOtherLanguages(): Promise<OtherLanguageReading[]> {
  fs.mkdirSync(SAMPLES_DIR, { recursive: true });
  const readings: OtherLanguageReading[] = [];
  for (const [language, text] of Object.entries(HELD_OUT_OTHER_LANGUAGES)) {
    const isChinese = language.startsWith('zh');
    const units = isChinese ? [...text.matchAll(/\p{Script=Han}/gu)].length : text.split(/\s+/).length;
    for (const voice of allVoices.filter((candidate) => candidate.language === language)) {
      const { pcm } = await synthesizeScript(engine, text, voice.id);
      const sample = `${voice.id.replace(/:/g, '_')}.mp3`;
      const wav = path.join(os.tmpdir(), `orator-voice-sample-${process.pid}.wav`);
      fs.writeFileSync(wav, encodeWav(pcm));
      await ffmpeg([
        '-i',
        wav,
        '-t',
        String(SAMPLE_SECONDS),
        '-ac',
        '1',
        '-b:a',
        '32k',
        path.join(SAMPLES_DIR, sample),
      ]);
      fs.rmSync(wav);
      readings.push({
        voice,
        ratePerMinute: units / (pcm.samples.length / pcm.sampleRate / 60),
        unit: isChinese ? 'characters' : 'words',
        pitchRangeSemitones: pitchRangeSemitones(pcm),
        sample,
      });
    }
  }
  return readings;
}

function otherLanguagesTable(readings: OtherLanguageReading[], recorded: VoiceMeasurements): string[] {
  return [
    '### Chinese and Portuguese',
    '',
    'The recogniser only knows English, so these voices are measured by speaking rate (Chinese characters or ' +
      'Portuguese words per minute, pauses included) and pitch range on a held-out paragraph each ' +
      '(`HELD_OUT_OTHER_LANGUAGES`), and listened to: the first seconds of each reading are in `docs/voice-samples`.',
    '',
    '| voice | name | speaking rate | pitch range | offered | sample |',
    '| --- | --- | --- | --- | --- | --- |',
    ...readings.map(
      ({ voice, ratePerMinute, unit, pitchRangeSemitones: range, sample }) =>
        `| \`${voice.id}\` | ${voice.name} | ${ratePerMinute.toFixed(0)} ${unit}/min | ${range.toFixed(1)} st | ` +
        `${isOfferedVoice(voice.id, recorded.voices) ? 'yes' : 'no'} | [mp3](voice-samples/${sample}) |`,
    ),
    '',
  ];
}

function machine(): string {
  return `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${os.type()} ${os.release()}`;
}

/** Merges new measurements into the recorded ones: voices not measured this time keep their numbers. */
export async function recordMeasurements(measured: Map<string, VoiceMeasurement>): Promise<VoiceMeasurements> {
  const recorded = JSON.parse(fs.readFileSync(MEASUREMENTS, 'utf8')) as VoiceMeasurements;
  if (measured.size === 0) return recorded;
  const voices = { ...recorded.voices, ...Object.fromEntries(measured) };
  const sorted = Object.fromEntries(Object.entries(voices).sort(([a], [b]) => a.localeCompare(b)));
  const updated: VoiceMeasurements = {
    $comment: recorded.$comment,
    measuredOn: new Date().toISOString().slice(0, 10),
    machine: machine(),
    voices: sorted,
  };
  const options = (await prettier.resolveConfig(MEASUREMENTS)) ?? {};
  fs.writeFileSync(
    MEASUREMENTS,
    await prettier.format(JSON.stringify(updated), { ...options, filepath: MEASUREMENTS }),
  );
  return updated;
}

/** The "Voices" section of docs/benchmarks.md, best voice first, for the voices this machine has. */
export function voicesSection(recorded: VoiceMeasurements, others: OtherLanguageReading[]): string {
  const byId = new Map<string, TtsVoice>(allVoices.map((voice) => [voice.id, voice]));
  const rows = Object.entries(recorded.voices)
    .flatMap(([id, measurement]) => {
      const voice = byId.get(id);
      return voice ? [{ voice, ...measurement }] : [];
    })
    .flatMap((row) => (row.wer === undefined ? [] : [{ ...row, wer: row.wer }]))
    .sort((a, b) => a.wer - b.wer);
  const words = HELD_OUT_PARAGRAPHS.map(({ text }) => text.split(/\s+/).length);
  return [
    '## Voices',
    '',
    '### English',
    '',
    `Measured by \`npx tsx bench/voices.ts\` (last on ${recorded.measuredOn}, ${recorded.machine}). Each English ` +
      `voice reads the ${HELD_OUT_PARAGRAPHS.length} held-out paragraphs of \`bench/held-out-texts.ts\` ` +
      `(${words.join(', ')} words; no tuning used them) as a script, at rate, pitch and volume 1; pocketsphinx ` +
      '(en-us) transcribes each reading. WER: word-level edit distance over the reference words, lower-case, ' +
      'punctuation dropped, mean of the paragraphs. Pitch range: 10th to 90th percentile of the voiced F0 (YIN), ' +
      'in semitones; human readers measure 6.5-7. Tier: clear at or below 20 % WER, good at or below 35 %, ' +
      'basic above. The numbers are kept in `packages/media/src/tts/voice-measurements.json`, which gives each ' +
      "voice its tier and ranks a language's voices (its first voice is the default of /create and /dubbing). " +
      'The voices are measured as the catalogue delivers them (espeak and Festival `slt` with their intonation ' +
      'widened: `packages/media/src/tts/catalogue-engine.ts`, `festival.ts`). Offered: the catalogue lists the voice only at ' +
      'or below 35 % WER with a pitch range of 5 semitones or more; a voice not offered still speaks for what ' +
      "was made with it. espeak's `michael` variant falls into creak that the pitch tracker reads as octave " +
      'jumps: its range is overstated.',
    '',
    '| voice | engine | name | WER | pitch range | tier | offered |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      ({ voice, wer, pitchRangeSemitones }) =>
        `| \`${voice.id}\` | ${voice.engine} | ${voice.name} | ${(wer * 100).toFixed(1)} % | ` +
        `${pitchRangeSemitones.toFixed(1)} st | ${qualityOfWer(wer)} | ` +
        `${isOfferedVoice(voice.id, recorded.voices) ? 'yes' : 'no'} |`,
    ),
    '',
    ...otherLanguagesTable(others, recorded),
  ].join('\n');
}

/** Replaces (or appends) the "Voices" section of docs/benchmarks.md, keeping the rest as it is. */
export async function writeVoicesSection(section: string): Promise<void> {
  const current = fs.existsSync(BENCHMARKS) ? fs.readFileSync(BENCHMARKS, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf('\n## Voices');
  const before = start < 0 ? current : current.slice(0, start + 1);
  const next = start < 0 ? -1 : current.indexOf('\n## ', start + 1);
  const after = next < 0 ? '' : current.slice(next + 1);
  const text = `${before.trimEnd()}\n\n${section}\n${after}`;
  const options = (await prettier.resolveConfig(BENCHMARKS)) ?? {};
  fs.writeFileSync(BENCHMARKS, await prettier.format(text, { ...options, filepath: BENCHMARKS }));
}

/** Measures, records and writes the section; what `npm run bench` and this script run. */
export async function benchVoices(only: string[] = []): Promise<string> {
  const english = await measureEnglishVoices(only);
  const others = await measureOtherLanguages();
  const otherRanges = others.map(
    ({ voice, pitchRangeSemitones: range }) => [voice.id, { pitchRangeSemitones: round(range, 1) }] as const,
  );
  const recorded = await recordMeasurements(new Map([...english, ...otherRanges]));
  const section = voicesSection(recorded, others);
  await writeVoicesSection(section);
  return section;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!isPocketsphinxAvailable()) {
    console.error('pocketsphinx is not installed: sudo apt-get install -y pocketsphinx pocketsphinx-en-us');
    process.exit(1);
  }
  console.log(await benchVoices(process.argv.slice(2)));
}
