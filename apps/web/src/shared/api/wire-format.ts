import { API_BASE } from '@orator/contracts';
import type { TQueryParams, TTransportRequest } from './transport';

/** axios's encoding, so the server keeps receiving the same query strings: `:`, `$` and `,` as they are, spaces as `+`. */
function encodeQueryPart(part: string): string {
  return encodeURIComponent(part).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');
}

function toQueryString(params: TQueryParams = {}): string {
  return Object.entries(params)
    .flatMap(([name, value]) =>
      value === undefined || value === null ? [] : [`${encodeQueryPart(name)}=${encodeQueryPart(String(value))}`],
    )
    .join('&');
}

export function requestUrl({ path, params }: Pick<TTransportRequest, 'path' | 'params'>): string {
  const query = toQueryString(params);
  return query ? `${API_BASE}${path}?${query}` : `${API_BASE}${path}`;
}

/** An answer that is not JSON (a proxy's error page) is kept as its text. */
export function parseResponseText(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status < 300;
}
