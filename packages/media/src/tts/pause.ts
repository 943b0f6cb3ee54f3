import { InvalidPauseError } from './errors';

/** SPEC 9: pauses are chosen in steps of half a second, from half a second to ten. */
export const PAUSE_STEP_SEC = 0.5;
export const PAUSE_MIN_SEC = PAUSE_STEP_SEC;
export const PAUSE_MAX_SEC = 10;

export type ScriptPart = { kind: 'text'; text: string } | { kind: 'pause'; seconds: number };

/**
 * Anything in brackets that starts with "pause" is meant as a pause: the loose pattern finds it so a
 * malformed one is reported instead of being read out. The strict pattern accepts `[pause 1.5s]`
 * with any case and spacing, and the unit may be left out.
 */
const PAUSE_LIKE = /\[\s*pause\b[^\]]*\]/gi;
const PAUSE_TOKEN = /^\[\s*pause\s+(\d+(?:\.\d+)?)\s*s?\s*\]$/i;

export function pauseToken(seconds: number): string {
  const problem = pauseProblem(seconds);
  if (problem) throw new RangeError(`cannot write a pause of ${seconds} s: ${problem}`);
  return `[pause ${seconds}s]`;
}

/** Splits a script into text and pauses, in order; a token it cannot honour is an `InvalidPauseError`. */
export function parseScript(script: string): ScriptPart[] {
  const parts: ScriptPart[] = [];
  let textStart = 0;
  for (const match of script.matchAll(PAUSE_LIKE)) {
    const token = match[0];
    const offset = match.index;
    const seconds = Number(PAUSE_TOKEN.exec(token)?.[1] ?? Number.NaN);
    const problem = Number.isNaN(seconds) ? 'write it as [pause 1.5s]' : pauseProblem(seconds);
    if (problem) throw new InvalidPauseError(token, offset, problem);
    if (offset > textStart) parts.push({ kind: 'text', text: script.slice(textStart, offset) });
    parts.push({ kind: 'pause', seconds });
    textStart = offset + token.length;
  }
  if (textStart < script.length) parts.push({ kind: 'text', text: script.slice(textStart) });
  return parts;
}

/** The script as the listener hears it in words: pause tokens out, the text around them kept. */
export function withoutPauseTokens(script: string): string {
  return script.replace(PAUSE_LIKE, '');
}

/** Code points that are not inside a pause token: what audition truncation and character limits count. */
export function* spokenCharacters(script: string): Generator<{ character: string; offset: number }> {
  let offset = 0;
  for (const match of script.matchAll(PAUSE_LIKE)) {
    yield* codePoints(script.slice(offset, match.index), offset);
    offset = match.index + match[0].length;
  }
  yield* codePoints(script.slice(offset), offset);
}

function* codePoints(text: string, start: number): Generator<{ character: string; offset: number }> {
  let offset = start;
  for (const character of text) {
    yield { character, offset };
    offset += character.length;
  }
}

function pauseProblem(seconds: number): string | null {
  if (seconds < PAUSE_MIN_SEC || seconds > PAUSE_MAX_SEC) {
    return `a pause lasts from ${PAUSE_MIN_SEC} to ${PAUSE_MAX_SEC} seconds`;
  }
  const steps = seconds / PAUSE_STEP_SEC;
  if (Math.abs(steps - Math.round(steps)) > 1e-9) return `a pause is a multiple of ${PAUSE_STEP_SEC} seconds`;
  return null;
}
