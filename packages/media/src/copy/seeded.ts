import { seededRandom as mulberry32 } from '../lipsync/seeded-random';

/** A repeatable random sequence from a string: the same batch and variant always compose the same copy. */
export function seededRandom(seed: string): () => number {
  let hash = 0x811c9dc5;
  for (const char of seed) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return mulberry32(hash);
}

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
