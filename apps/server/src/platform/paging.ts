import type { TPage } from '@orator/contracts';

/** One page of a list held in memory (catalogues), in the shape paged endpoints answer with. */
export function pageOf<T, R>(items: readonly T[], current: number, size: number, map: (item: T) => R): TPage<R> {
  const start = (current - 1) * size;
  return { records: items.slice(start, start + size).map(map), total: items.length, current, size };
}
