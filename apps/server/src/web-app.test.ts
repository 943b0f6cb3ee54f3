import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';

/** A build of the web app as Vite and its precompress plugin write it: hashed assets, index.html, an icon. */
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))};\n`;
const STYLE = `.shell { display: flex; }\n`.repeat(80);
const PAGE = `<!doctype html><html><head><script type="module" src="/ai/assets/index-Ab12Cd34.js"></script></head><body>${'<div id="root"></div>'.repeat(60)}</body></html>`;
const ICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';

let t: TestApp;
let webDist: string;

async function writeWithCompressed(file: string, text: string) {
  await fsp.writeFile(file, text);
  await fsp.writeFile(`${file}.br`, brotliCompressSync(text));
  await fsp.writeFile(`${file}.gz`, gzipSync(text, { level: 9 }));
}

beforeAll(async () => {
  webDist = await fsp.mkdtemp(path.join(os.tmpdir(), 'orator-web-dist-'));
  await fsp.mkdir(path.join(webDist, 'assets'));
  await writeWithCompressed(path.join(webDist, 'assets/index-Ab12Cd34.js'), SCRIPT);
  await writeWithCompressed(path.join(webDist, 'assets/index-Ef56Gh78.css'), STYLE);
  await writeWithCompressed(path.join(webDist, 'index.html'), PAGE);
  // Below the plugin's size floor: no compressed copies.
  await fsp.writeFile(path.join(webDist, 'favicon.svg'), ICON);
  t = await createTestApp({ webDist });
});

afterAll(async () => {
  await t.close();
  await fsp.rm(webDist, { recursive: true, force: true });
});

function get(url: string, acceptEncoding?: string) {
  return t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
}

const DECODERS: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  identity: (body) => body,
};

describe('the built web app', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=1', 'gzip'],
    ['identity', 'identity'],
    [undefined, 'identity'],
  ])('sends a hashed script for Accept-Encoding %s as %s, cached for good', async (accept, encoding) => {
    const res = await get('/ai/assets/index-Ab12Cd34.js', accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(DECODERS[encoding]!(res.rawPayload).toString()).toBe(SCRIPT);
    if (encoding !== 'identity') expect(res.rawPayload.length).toBeLessThan(SCRIPT.length);
  });

  it('sends a stylesheet with its own type', async () => {
    const res = await get('/ai/assets/index-Ef56Gh78.css', 'gzip, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(STYLE);
  });

  it.each(['/ai/', '/ai/workbench', '/ai/user/trade'])('sends %s as the compressed page, revalidated', async (url) => {
    const res = await get(url, 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(PAGE);
  });

  it('sends the page uncompressed to a client that accepts no compression', async () => {
    const res = await get('/ai/price');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(PAGE);
  });

  it('sends a file without compressed copies as it is, revalidated as it has no hash', async () => {
    const res = await get('/ai/favicon.svg', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(ICON);
  });

  it('answers a chunk the build no longer has with 404, not with the page', async () => {
    const res = await get('/ai/assets/index-0ld0ld00.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<html>');
  });
});
