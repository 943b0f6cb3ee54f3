import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES_FILE, type TLocale, type TPrerenderedPagesFile } from '@orator/contracts';
import type { TestApp } from '../test/helper';
import { appOnWebDist, BUILT_INDEX_HTML } from '../test/web-dist';

const INDEX = BUILT_INDEX_HTML;

const HEADLINES: Record<TLocale, string> = {
  en: 'Avatar videos from your words, in any language',
  zh: '用您的文字制作数字人视频，支持任何语言',
  pt: 'Vídeos com avatar a partir das suas palavras, em qualquer idioma',
};

/** A page as the web build draws it (apps/web/vite-plugins/prerender.ts): its language, markup and styles. */
function drawn(locale: TLocale, markup: string): string {
  return INDEX.replace('<html lang="en"', `<html lang="${locale}"`)
    .replace('  </head>', '    <style>.home-hero{display:grid}</style>\n  </head>')
    .replace('<div id="root"></div>', `<div id="root" data-prerendered-locale="${locale}">${markup}</div>`);
}

const headline = (locale: TLocale) => `<main><h1 data-testid="home-headline">${HEADLINES[locale]}</h1></main>`;

const PRERENDERED: TPrerenderedPagesFile = {
  '/home': drawn('en', headline('en')),
  '/zh/home': drawn('zh', headline('zh')),
  '/pt/home': drawn('pt', headline('pt')),
  '/login': drawn('en', '<main><h2>Welcome back</h2></main>'),
};

const ORIGIN = 'https://studio.example.org';
let t: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await appOnWebDist({ [PRERENDERED_PAGES_FILE]: JSON.stringify(PRERENDERED) }, { publicUrl: ORIGIN }));
});

afterAll(() => close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const rootOf = (html: string) => /<div id="root"[^>]*>([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1];

describe('the pages the web build drew', () => {
  it.each([
    ['/ai/home', 'en', `${ORIGIN}/ai/home`],
    ['/ai/zh/home', 'zh', `${ORIGIN}/ai/zh/home`],
    ['/ai/pt/home/?source=mail', 'pt', `${ORIGIN}/ai/pt/home`],
  ] as const)('sends %s drawn in its language, with its own head tags', async (url, locale, address) => {
    const res = await get(url, { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(rootOf(html)).toBe(headline(locale));
    expect(html).toContain(`<html lang="${locale}"`);
    expect(html).toContain('<style>.home-hero{display:grid}</style>');
    expect([...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1])).toEqual([`home title ${locale}`]);
    expect(html).toContain(`<meta name="description" content="home description ${locale}" />`);
    expect(html).toContain(`<link rel="canonical" href="${address}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="zh" href="${ORIGIN}/ai/zh/home" />`);
    expect(html).toContain(`<meta property="og:title" content="home title ${locale}" />`);
    expect(html).toContain('<script type="module" crossorigin src="/ai/assets/index-Ab12Cd34.js"></script>');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('sends the login page drawn, without the public pages’ head tags', async () => {
    const res = await get('/ai/login');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(PRERENDERED['/login']);
  });

  it('sends a public page the build did not draw as index.html with its head tags', async () => {
    const html = (await get('/ai/zh/price')).body;
    expect(rootOf(html)).toBe('');
    expect(html).toContain('<title>price title zh</title>');
  });

  it.each(['/ai/workbench', '/ai/zh/workbench', '/ai/create', '/ai/user/trade'])(
    'sends %s, which no guest sees, as the plain index.html',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    },
  );
});
