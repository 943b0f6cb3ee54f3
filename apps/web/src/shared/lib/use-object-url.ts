import { useEffect, useMemo } from 'react';

/** How many mounted views show each object URL. */
const holders = new Map<string, number>();

function hold(url: string): void {
  holders.set(url, (holders.get(url) ?? 0) + 1);
}

/**
 * Lets the URL go once no view shows it. The check waits a turn: StrictMode runs a new effect's cleanup and then
 * the effect again at once, and a URL revoked in between would leave the view showing a broken image.
 */
function release(url: string): void {
  const left = (holders.get(url) ?? 1) - 1;
  if (left > 0) {
    holders.set(url, left);
    return;
  }
  holders.delete(url);
  setTimeout(() => {
    if (!holders.has(url)) URL.revokeObjectURL(url);
  }, 0);
}

/** A blob as an address an <img>, <audio> or <video> can show, let go when the blob changes or the view closes. */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(() => {
    if (!url) return undefined;
    hold(url);
    return () => release(url);
  }, [url]);
  return url;
}
