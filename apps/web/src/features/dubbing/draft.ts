import { PAUSE_MAX_SEC, PAUSE_STEP_SEC, type TDubbingParagraph, type TDubbingQuoteRequest } from '@orator/contracts';

/** A paragraph being written. An empty `voiceId` means the language's default voice. */
export interface TDraftParagraph extends Required<TDubbingParagraph> {
  key: string;
}

export type TManner = Pick<TDraftParagraph, 'speakRate' | 'speakPitch' | 'volume'>;

export const DEFAULT_MANNER: TManner = { speakRate: 1, speakPitch: 1, volume: 1 };

/** SPEC 9: pauses are chosen in steps of half a second, up to ten. */
export const PAUSE_CHOICES: readonly number[] = Array.from(
  { length: PAUSE_MAX_SEC / PAUSE_STEP_SEC },
  (_, index) => (index + 1) * PAUSE_STEP_SEC,
);

let nextKey = 0;

export function newParagraph(voiceId = '', manner: TManner = DEFAULT_MANNER): TDraftParagraph {
  nextKey += 1;
  return { key: `paragraph-${nextKey}`, content: '', voiceId, ...manner };
}

/** Writes `insert` at the cursor, with a blank on each side where words would otherwise touch it. */
export function insertAt(text: string, position: number, insert: string): { text: string; cursor: number } {
  const before = text.slice(0, position);
  const after = text.slice(position);
  const lead = before === '' || /\s$/.test(before) ? '' : ' ';
  const trail = after === '' || /^\s/.test(after) ? '' : ' ';
  const written = `${lead}${insert}${trail}`;
  return { text: `${before}${written}${after}`, cursor: before.length + written.length };
}

/** What the server is asked to quote and speak: paragraphs with text, each with its voice resolved. */
export function dubbingRequestOf(
  language: string,
  paragraphs: readonly TDraftParagraph[],
  voiceOf: (paragraph: TDraftParagraph) => string | undefined,
): TDubbingQuoteRequest | undefined {
  const spoken = paragraphs.flatMap(({ key: _key, ...paragraph }) => {
    const voiceId = voiceOf({ key: _key, ...paragraph });
    return paragraph.content.trim() !== '' && voiceId ? [{ ...paragraph, voiceId }] : [];
  });
  return language && spoken.length > 0 ? { language, paragraphs: spoken } : undefined;
}
