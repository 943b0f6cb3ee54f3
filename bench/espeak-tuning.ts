// `npx tsx bench/espeak-tuning.ts '<trials JSON>'`: reads the tuning paragraphs (bench/tuning-texts.ts, never the
// held-out ones) with espeak variants changed as each trial says, and prints word error rate and pitch range, so
// that settings are chosen here and judged by bench/voices.ts on the held-out paragraphs. A trial:
// {"variant":"f2","language":"gmw/en-US","pitch":55,"wordsPerMinute":170,"pitchRangeScale":1.6,
//  "addLines":["tone 100 255 600 70 1200 22 2000 66 3000 12"],"dropLines":["breath","echo"]}
import { createEspeakEngine, type TtsEngine } from '@orator/media';
import { measureVoice } from '../packages/media/src/tts/test/intelligibility';
import { BASE_VARIANT_LINES } from '../packages/media/src/voice-clone/base-variants';
import { type VariantAdjustments, variantFileText } from '../packages/media/src/voice-clone/variant-file';
import { TUNING_PARAGRAPHS } from './tuning-texts';

interface Trial {
  variant: string;
  language: string;
  pitch: number;
  wordsPerMinute: number;
  /** Multiplies the log-width of the variant's `pitch` range around its centre (the catalogue widens around a point high in it: espeak-variant-tuning.ts). */
  pitchRangeScale: number;
  /** Variant lines added after the variant's own. */
  addLines?: string[];
  /** Keywords whose lines are taken out of the variant. */
  dropLines?: string[];
}

const espeak = createEspeakEngine();

function engineFor(trial: Trial): TtsEngine {
  const lines = (BASE_VARIANT_LINES[trial.variant] ?? []).filter(
    (line) => !(trial.dropLines ?? []).some((keyword) => line.startsWith(`${keyword} `)),
  );
  const adjustments: VariantAdjustments = {
    pitchScale: 1,
    pitchRangeScale: trial.pitchRangeScale,
    formantScales: [1, 1, 1],
  };
  const variantText = `${variantFileText('tuning', lines, adjustments)}${(trial.addLines ?? []).join('\n')}\n`;
  const voice = { language: trial.language, variantText, pitch: trial.pitch, wordsPerMinute: trial.wordsPerMinute };
  return {
    voices: () => [],
    hasVoice: async () => true,
    synthesize: (text, _voiceId, options) => espeak.synthesizeCustom(text, voice, options),
  };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

for (const trial of JSON.parse(process.argv[2] ?? '[]') as Trial[]) {
  const readings = [];
  for (const text of TUNING_PARAGRAPHS) readings.push(await measureVoice(engineFor(trial), 'tuning', text));
  const wer = mean(readings.map((reading) => reading.wer));
  const range = mean(readings.map((reading) => reading.pitchRangeSemitones));
  console.log(`${JSON.stringify(trial)}\t${(wer * 100).toFixed(1)} %\t${range.toFixed(1)} st`);
}
