import {
  PAUSE_MAX_SEC,
  PAUSE_STEP_SEC,
  pauseToken,
  SCRIPT_MIN_CHARS,
  SCRIPT_MIN_CHARS_LONG,
  scriptLength,
} from '@orator/contracts';

/** Why a script cannot be submitted yet, as a catalogue message key and its parameters. */
export type TScriptProblem =
  { key: 'scriptTooShort'; min: number } | { key: 'characterLimitExceeded'; limit: number } | undefined;

/** SPEC 5: at least 40 characters (400 in the long mode), at most the plan's limit. */
export function scriptProblem(
  script: string,
  { isLongMode, limit }: { isLongMode: boolean; limit: number | undefined },
): TScriptProblem {
  const length = scriptLength(script);
  const min = isLongMode ? SCRIPT_MIN_CHARS_LONG : SCRIPT_MIN_CHARS;
  if (limit !== undefined && length > limit) return { key: 'characterLimitExceeded', limit };
  if (length < min) return { key: 'scriptTooShort', min };
  return undefined;
}

/** SPEC 9: pauses go in steps of 0.5 s, up to 10 s. */
export const PAUSE_CHOICES: readonly number[] = Array.from(
  { length: PAUSE_MAX_SEC / PAUSE_STEP_SEC },
  (_, index) => (index + 1) * PAUSE_STEP_SEC,
);

/**
 * The script with a pause token at the cursor (replacing any selection), spaced from its neighbours so the
 * words either side stay words, and where the cursor goes next.
 */
export function insertPause(
  script: string,
  seconds: number,
  selection: { start: number; end: number },
): { script: string; cursor: number } {
  const before = script.slice(0, selection.start);
  const after = script.slice(selection.end);
  const token = `${before && !/\s$/.test(before) ? ' ' : ''}${pauseToken(seconds)}${after && !/^\s/.test(after) ? ' ' : ''}`;
  return { script: before + token + after, cursor: before.length + token.length };
}
