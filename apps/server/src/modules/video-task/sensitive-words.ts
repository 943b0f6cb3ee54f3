/**
 * The server's list of words a script may not contain (SPEC 5: the check returns the words of the list
 * found in a text). Kept short and unambiguous so that ordinary scripts never trip it; deployments
 * extend it with SENSITIVE_WORDS_FILE (one word or phrase per line).
 */
import { readFileSync } from 'node:fs';

const BUILT_IN = [
  'terrorist attack',
  'bomb making',
  'child abuse',
  'suicide method',
  'buy cocaine',
  'white supremacy',
  '恐怖袭击',
  '制造炸弹',
  '虐待儿童',
  '自杀方法',
  '购买毒品',
  'ataque terrorista',
  'fabricar bomba',
  'abuso infantil',
  'comprar cocaína',
];

export function loadSensitiveWords(file: string | undefined): string[] {
  const extra = file
    ? readFileSync(file, 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
    : [];
  return [...new Set([...BUILT_IN, ...extra].map((word) => word.toLowerCase()))];
}

/** Every listed word the text contains, in list order, each once. */
export function findSensitiveWords(text: string, words: readonly string[]): string[] {
  const haystack = text.toLowerCase();
  return words.filter((word) => haystack.includes(word));
}
