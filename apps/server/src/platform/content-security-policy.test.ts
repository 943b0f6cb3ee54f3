import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/helper';
import { orderKcoins } from '../../test/money';
import { activeUser } from '../../test/users';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  // A stand-in build of the web app, so this test does not depend on `npm run build` having run.
  webDist = await fsp.mkdtemp(path.join(os.tmpdir(), 'orator-web-dist-'));
  await fsp.writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/ai/assets/index.js"></script></head><body></body></html>',
  );
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  await fsp.rm(webDist, { recursive: true, force: true });
});

/** The header as directive name to its sources, in the order the header gives them. */
function directivesOf(header: string | string[] | number | undefined) {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    (header as string)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

const EXPECTED_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

describe('Content-Security-Policy', () => {
  it.each(['/ai/', '/ai/workbench', '/ai/create', '/ai/user/trade'])(
    'serves %s with scripts from this origin only',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(directivesOf(res.headers['content-security-policy'])).toEqual(EXPECTED_POLICY);
    },
  );

  it('keeps plain-HTTP installations working: no upgrade of requests to HTTPS', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ai/' });
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('serves the sandbox checkout page with the same policy, its script from a file and the brand icon', async () => {
    const { token } = await activeUser(t);
    const { orderNo } = await orderKcoins(t, token, 'kc500');
    const { res } = await t.call({
      method: 'GET',
      url: api('/user/v1/payment/sandbox/checkout'),
      token,
      query: { orderNo },
    });
    expect(directivesOf(res.headers['content-security-policy'])).toEqual(EXPECTED_POLICY);
    const scripts = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes, body]) => ({ attributes: attributes!.trim(), body }))).toEqual([
      { attributes: 'src="/api/user/v1/payment/sandbox/checkout.js" defer', body: '' },
    ]);
    expect(res.body).not.toMatch(/\son[a-z]+=/i);
    expect(res.body).toContain(`data-order-no="${orderNo}"`);
    expect(res.body).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32">');

    const script = await t.app.inject({ method: 'GET', url: '/api/user/v1/payment/sandbox/checkout.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain("fetch('/api/user/v1/payment/sandbox/confirm'");
  });
});

describe('brand icons', () => {
  it('serves /favicon.ico as an icon file with 16, 32 and 48 px images', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    const ico = res.rawPayload;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => ico.readUInt8(6 + 16 * i));
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('serves the SVG mark and the home screen icon', async () => {
    const svg = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toMatch(/^<svg /);
    const touch = await t.app.inject({ method: 'GET', url: '/apple-touch-icon.png' });
    expect(touch.headers['content-type']).toBe('image/png');
    expect(touch.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});
