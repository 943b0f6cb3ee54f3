import { BASE_VARIANT_LINES } from '../voice-clone/base-variants';

/**
 * How wide the `pitch <base> <top>` range of the catalogue's variants is made, in semitones, in the languages
 * measured for it (a catalogue code, or its primary subtag for all its variants). espeak's own variants span
 * 3.7 (belinda) to 8.8 (Michael) semitones, and a reading moves over roughly half of that: 1.7-4.7 semitones
 * measured, where human readers move 6.5-7. At 12.5 every English variant read the tuning paragraphs
 * (bench/tuning-texts.ts, never the held-out ones) at 5.5-6.8 semitones without a measurable change of word
 * error rate; the other settings tried there (slower rates, word gaps, no breath or echo, a softer spectral
 * tilt, plainer consonants) made no variant clearer, so the variants keep them as espeak ships them. Where
 * espeak's intonation moves less, the range is wider: Welsh English (gbcwmd) read over 4.9-5.1 semitones at
 * 12.5 and 5.8-6.1 at 16, Brazilian Portuguese 4.4-4.7 at 12.5 and 5.0-6.1 at 15, Mandarin down to 4.9 at
 * 12.5. Other languages keep espeak's ranges: nobody has measured or listened to them widened, and widening
 * moves the low male voices' median pitch unevenly, which would blur the pitch steps between voices.
 */
const TUNINGS: Readonly<Record<string, LanguageTuning>> = {
  en: { widthSemitones: 12.5, pitchShift: { m8: 1.08 } },
  'en-GB-x-gbcwmd': { widthSemitones: 16 },
  'zh-CN': { widthSemitones: 14, pitchShift: { m8: 1.08 } },
  'pt-BR': { widthSemitones: 16, pitchShift: { m8: 1.11, f4: 1.03 } },
};

interface LanguageTuning {
  widthSemitones: number;
  /**
   * Widened, a variant's median pitch can move towards its neighbour's (m8 down to m1's, measured on the
   * languages' sample texts; f4 towards f1's in Portuguese): a factor on its anchor keeps every voice 8 % or
   * more from the next of its gender, as the catalogue's pitches were set for.
   */
  pitchShift?: Readonly<Record<string, number>>;
}

/**
 * Where in a variant's range (0 its base, 1 its top, on a log scale) the widened range keeps its pitch: a
 * reading's median sits high in espeak's range, so widening around this point leaves the voices' median F0
 * within a few percent of espeak's own (measured on the tuning texts: around the centre it rose 10-25 %,
 * around the base 15-55 %), and the catalogue's pitch steps between voices stay.
 */
const PITCH_ANCHOR = 0.85;

/**
 * The text of the variant file a catalogue voice of a language speaks with: espeak's variant, its pitch
 * range widened around `PITCH_ANCHOR` in the tuned languages.
 */
export function tunedVariantText(variant: string, languageCode: string): string {
  const lines = BASE_VARIANT_LINES[variant];
  const pitchLine = lines?.find((line) => line.startsWith('pitch '));
  if (!lines || !pitchLine) throw new Error(`no variant file with a pitch range for '${variant}'`);
  const tuning = TUNINGS[languageCode] ?? TUNINGS[languageCode.split('-')[0]!];
  if (!tuning) return variantText(variant, lines);
  const width = tuning.widthSemitones;
  const [base = 1, top = 1] = pitchLine.split(' ').slice(1).map(Number);
  const anchor = base * (top / base) ** PITCH_ANCHOR * (tuning.pitchShift?.[variant] ?? 1);
  const newBase = anchor / 2 ** ((width / 12) * PITCH_ANCHOR);
  const widened = `pitch ${Math.round(newBase)} ${Math.round(newBase * 2 ** (width / 12))}`;
  return variantText(
    variant,
    lines.map((line) => (line === pitchLine ? widened : line)),
  );
}

/**
 * A variant file with its pitch range moved by `factor`: the catalogue's pitch option. espeak's `-p` moves
 * only the base of the range, so on a widened range it would move the median by less than asked.
 */
export function withPitchScaled(variantFileText: string, factor: number): string {
  if (factor === 1) return variantFileText;
  return variantFileText.replace(
    /^pitch (\d+) (\d+)$/m,
    (_line, base: string, top: string) =>
      `pitch ${Math.round(Number(base) * factor)} ${Math.round(Number(top) * factor)}`,
  );
}

function variantText(variant: string, lines: readonly string[]): string {
  return ['language variant', `name orator-${variant}`, ...lines, ''].join('\n');
}
