import { KEPT_QUERY_PARAMS } from '@orator/contracts';

/** The query parameters of SPEC 2 that survive the guard's redirects. */
export function keptQuery(search: string): URLSearchParams {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of KEPT_QUERY_PARAMS) {
    const value = from.get(name);
    if (value) kept.set(name, value);
  }
  return kept;
}

/** Adds the kept parameters of `search` to `target`; the target's own parameters win. */
export function withKeptQuery(target: string, search: string): string {
  const [pathname = '', targetSearch = ''] = target.split('?', 2);
  const merged = new URLSearchParams(targetSearch);
  for (const [name, value] of keptQuery(search)) {
    if (!merged.has(name)) merged.set(name, value);
  }
  const query = merged.toString();
  return query ? `${pathname}?${query}` : pathname;
}
