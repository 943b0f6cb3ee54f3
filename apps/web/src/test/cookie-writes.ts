import { vi } from 'vitest';

export interface TCookieWrite {
  name: string;
  value: string;
  /** Epoch milliseconds, or undefined for a session cookie. */
  expiresAt: number | undefined;
  path: string | undefined;
}

/** Records every cookie the code writes with its attributes, which document.cookie never reads back. */
export function recordCookieWrites(): TCookieWrite[] {
  const writes: TCookieWrite[] = [];
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  vi.spyOn(document, 'cookie', 'set').mockImplementation((raw: string) => {
    const [pair = '', ...attributes] = raw.split(';').map((part) => part.trim());
    const [name = '', value = ''] = pair.split('=');
    const attribute = (key: string) =>
      attributes.find((item) => item.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    const expires = attribute('expires');
    writes.push({ name, value, expiresAt: expires ? Date.parse(expires) : undefined, path: attribute('path') });
    native?.set?.call(document, raw);
  });
  return writes;
}
