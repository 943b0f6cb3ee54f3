import { spokenCharacters, withoutPauseTokens } from './pause';

/** SPEC 9: an audition speaks the first 300 characters of the script. */
export const AUDITION_CHARS = 300;

/**
 * Characters that count against plan limits: Unicode code points (an emoji or a rare Han character
 * is one, not two UTF-16 units), pause tokens excluded, blanks at either end excluded.
 */
export function scriptCharacterCount(script: string): number {
  return [...withoutPauseTokens(script).trim()].length;
}

/** The start of the script up to its 300th counted character; pause tokens inside it are kept whole. */
export function auditionText(script: string): string {
  let counted = 0;
  for (const { character, offset } of spokenCharacters(script)) {
    if (counted === 0 && /\s/u.test(character)) continue;
    if (counted === AUDITION_CHARS) return script.slice(0, offset);
    counted++;
  }
  return script;
}
