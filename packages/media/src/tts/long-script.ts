import { concatPcm, durationOf, type Pcm, silence } from '../audio/pcm';
import type { TextCue } from '../timeline';
import { assertSpeechOptions, DEFAULT_SPEECH_OPTIONS, type SpeechOptions, type TtsEngine } from './engine';
import { EmptyTextError } from './errors';
import { speechThreads } from './espeak-pool';
import { GAP_SEC, lineCues, planScript, type SpokenScript } from './script';
import { trimSilence } from './trim';

/** One paragraph of a dubbing, read by its own voice in its own manner. */
export interface ScriptParagraph {
  text: string;
  voiceId: string;
  options?: SpeechOptions;
}

export interface LongScriptOptions {
  /**
   * Clauses spoken at once. The default is the number of speech threads: enough to keep every core
   * busy, few enough that another user's audition waits for one clause, not for a whole script.
   */
  concurrency?: number;
  /** Called after each clause is spoken, with how many of how many are done. */
  onProgress?: (done: number, total: number) => void;
}

interface VoicedClause {
  text: string;
  voiceId: string;
  options: SpeechOptions;
  silenceBeforeSec: number;
}

/**
 * Speaks a long, multi-voice script. Each paragraph is planned like `synthesizeScript` plans a
 * script (clauses, natural gaps, explicit pauses); paragraphs are separated by the paragraph gap of
 * the voice that starts speaking, unless a pause says otherwise. All clauses are then spoken
 * concurrently and joined in order. Every clause is cut to its speech with a short fade at both
 * ends and every join is a run of digital silence, so no join can click; a single paragraph comes
 * out sample for sample as `synthesizeScript` would speak it.
 */
export async function synthesizeLongScript(
  engine: TtsEngine,
  paragraphs: ScriptParagraph[],
  options: LongScriptOptions = {},
): Promise<SpokenScript> {
  const { clauses, trailingSilenceSec } = planParagraphs(paragraphs);
  if (clauses.length === 0) throw new EmptyTextError();

  let done = 0;
  const speeches = await mapConcurrently(clauses, options.concurrency ?? speechThreads().size, async (clause) => {
    const speech = trimSilence(await engine.synthesize(clause.text, clause.voiceId, clause.options));
    options.onProgress?.(++done, clauses.length);
    return speech;
  });

  const sampleRate = speeches[0]!.sampleRate;
  const parts: Pcm[] = [];
  const cues: TextCue[] = [];
  let cursor = 0;
  clauses.forEach((clause, index) => {
    const speech = speeches[index]!;
    const gap = silence(sampleRate, clause.silenceBeforeSec);
    const start = cursor + gap.samples.length;
    cursor = start + speech.samples.length;
    parts.push(gap, speech);
    cues.push(...lineCues(clause.text, speech, start / sampleRate));
  });
  if (trailingSilenceSec > 0) parts.push(silence(sampleRate, trailingSilenceSec));
  const pcm = concatPcm(parts, sampleRate);
  return { pcm, cues, durationSec: durationOf(pcm) };
}

/**
 * Manners and pause tokens are checked before the first clause is spoken. Voices are left to the
 * engine, which knows voices its catalogue does not list (a user's clones): an unknown one fails
 * the script with the engine's `UnknownVoiceError`.
 */
function planParagraphs(paragraphs: ScriptParagraph[]): { clauses: VoicedClause[]; trailingSilenceSec: number } {
  const clauses: VoicedClause[] = [];
  // A pause that ended the previous paragraph: it replaces the natural gap before the next one.
  let carriedPauseSec = 0;
  for (const paragraph of paragraphs) {
    const manner = paragraph.options ?? DEFAULT_SPEECH_OPTIONS;
    assertSpeechOptions(manner);
    const plan = planScript(paragraph.text, manner.rate);
    plan.clauses.forEach((clause, index) => {
      let silenceBeforeSec = clause.silenceBeforeSec;
      if (index === 0) {
        // A first clause's planned silence is its own leading pause (0 when there is none).
        const explicitSec = carriedPauseSec + clause.silenceBeforeSec;
        const isFirstOfScript = clauses.length === 0;
        silenceBeforeSec = explicitSec > 0 || isFirstOfScript ? explicitSec : GAP_SEC.paragraph / manner.rate;
        carriedPauseSec = 0;
      }
      clauses.push({ text: clause.text, voiceId: paragraph.voiceId, options: manner, silenceBeforeSec });
    });
    carriedPauseSec += plan.trailingSilenceSec;
  }
  return { clauses, trailingSilenceSec: carriedPauseSec };
}

/** Like `Promise.all(items.map(work))` with at most `limit` pieces of work running at once; results keep their order. */
async function mapConcurrently<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  async function lane() {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return results;
}
