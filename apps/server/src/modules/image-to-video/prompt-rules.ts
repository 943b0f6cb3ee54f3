import { PUBLIC_FIGURES } from './public-figures';

/**
 * SPEC 5, video-generation prompts: no real people, nothing the sensitive-word list holds. The user is only told
 * that the text contains violations; the terms found go to the log.
 */

/** Lower case without accents or apostrophe variants, so "Pelé", "PELE" and "pele" read alike. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[’`´]/g, "'").toLowerCase();
}

/** Han, kana and hangul are written without spaces: there a name matches anywhere, elsewhere as whole words. */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One pattern per name; spaces in a name match any run of spaces or hyphens ("Kim Jong-un"). */
function namePattern(name: string): RegExp {
  const folded = foldText(name);
  const body = folded
    .split(/[\s-]+/)
    .map(escapeRegExp)
    .join('[\\s-]+');
  return UNSPACED_SCRIPT.test(folded)
    ? new RegExp(body, 'u')
    : new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'u');
}

const FIGURE_PATTERNS = PUBLIC_FIGURES.map((name) => ({ name, pattern: namePattern(name) }));

/** The public figures a text names, each once, in list order. */
export function findPublicFigures(text: string): string[] {
  const folded = foldText(text);
  return FIGURE_PATTERNS.filter(({ pattern }) => pattern.test(folded)).map(({ name }) => name);
}

/** Every term that makes a video prompt break the rules: listed sensitive words, then named real people. */
export function findPromptViolations(text: string, sensitiveWords: readonly string[]): string[] {
  const folded = foldText(text);
  // The list's own spelling is reported; matching is on the folded forms of both sides.
  const words = sensitiveWords.filter((word) => folded.includes(foldText(word)));
  return [...words, ...findPublicFigures(text)];
}
