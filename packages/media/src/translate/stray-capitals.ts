/** A word with an initial capital and nothing else in capitals: "Y", "Bienvenido"; not "EE", "UU", "ONU". */
const CAPITALISED = /^\p{Lu}\p{Ll}*$/u;
/** English writes "I" with a capital wherever it stands: it names no one. */
const ALWAYS_CAPITAL = new Set(['I']);

/** Each word of a text with whether it opens a sentence (first, or after a full stop, question or exclamation). */
function words(text: string): { word: string; index: number; opens: boolean }[] {
  return [...text.matchAll(/\p{L}+/gu)].map((match) => {
    const before = text.slice(0, match.index).replace(/[\s"'“”‘’«»¿¡([{-]+$/u, '');
    return { word: match[0], index: match.index, opens: before === '' || /[.!?…:]$/u.test(before) };
  });
}

/**
 * Apertium carries a capital across words at times ("Hello and welcome" comes out "Hola Y bienvenido"). When the
 * source has no capital inside its sentences (so no name to keep), a capitalised word inside a sentence of the
 * translation is such a stray and is written in lower case. A source with a name in it is left as translated.
 */
export function lowerStrayCapitals(source: string, translated: string): string {
  const named = words(source).some(({ word, opens }) => !opens && CAPITALISED.test(word) && !ALWAYS_CAPITAL.has(word));
  if (named) return translated;
  let result = translated;
  for (const { word, index, opens } of words(translated)) {
    if (opens || !CAPITALISED.test(word)) continue;
    result = result.slice(0, index) + word.toLowerCase() + result.slice(index + word.length);
  }
  return result;
}
