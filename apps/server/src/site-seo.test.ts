import fsp from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, PUBLIC_SITE_PAGES, SITE_PAGE_META_FILE } from '@orator/contracts';
import type { TestApp } from '../test/helper';
import { appOnWebDist, BUILT_INDEX_HTML, markedSiteMeta } from '../test/web-dist';
import { preferredEncoding } from './web-app';

/** One title needs escaping. */
const META = markedSiteMeta((meta, locale) =>
  meta === 'price' ? `Plans & "K-coins" <${locale}>` : `${meta} title ${locale}`,
);
const PAGE = BUILT_INDEX_HTML;

const ORIGIN = 'https://studio.example.org';
let t: TestApp;
let webDist: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, webDist, close } = await appOnWebDist({ [SITE_PAGE_META_FILE]: JSON.stringify(META) }, { publicUrl: ORIGIN }));
});

afterAll(() => close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!);

/** The values of one attribute on every tag matching `<name ...selector...>`, as a browser would read them. */
function attributes(html: string, tagName: string, selector: string, attribute: string): string[] {
  const tags = html.match(new RegExp(`<${tagName}\\b[^>]*>`, 'g')) ?? [];
  return tags
    .filter((tag) => tag.includes(selector))
    .map((tag) => unescape(new RegExp(`\\s${attribute}="([^"]*)"`).exec(tag)?.[1] ?? ''));
}

/** The head's tags as a crawler reads them. */
function head(html: string) {
  return {
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
    titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => unescape(match[1]!)),
    description: attributes(html, 'meta', 'name="description"', 'content'),
    keywords: attributes(html, 'meta', 'name="keywords"', 'content'),
    canonical: attributes(html, 'link', 'rel="canonical"', 'href'),
    alternates: Object.fromEntries(
      attributes(html, 'link', 'rel="alternate"', 'hreflang').map((language, index) => [
        language,
        attributes(html, 'link', 'rel="alternate"', 'href')[index],
      ]),
    ),
    og: (property: string) => attributes(html, 'meta', `property="${property}"`, 'content'),
    scripts: attributes(html, 'script', 'src=', 'src'),
  };
}

describe('the public pages as a crawler reads them', () => {
  it.each([
    ['/ai/talking-photo', 'en', 'https://studio.example.org/ai/talking-photo'],
    ['/ai/zh/talking-photo', 'zh', 'https://studio.example.org/ai/zh/talking-photo'],
    ['/ai/pt/talking-photo?from=mail', 'pt', 'https://studio.example.org/ai/pt/talking-photo'],
  ])('puts the page own tags in the HTML of %s', async (url, locale, address) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const tags = head(res.body);
    expect(tags.lang).toBe(locale);
    expect(tags.titles).toEqual([`talkingPhoto title ${locale}`]);
    expect(tags.description).toEqual([`talkingPhoto description ${locale}`]);
    expect(tags.keywords).toEqual([`talkingPhoto keywords ${locale}`]);
    expect(tags.canonical).toEqual([address]);
    expect(tags.alternates).toEqual({
      en: 'https://studio.example.org/ai/talking-photo',
      zh: 'https://studio.example.org/ai/zh/talking-photo',
      pt: 'https://studio.example.org/ai/pt/talking-photo',
      'x-default': 'https://studio.example.org/ai/talking-photo',
    });
    expect(tags.og('og:title')).toEqual([`talkingPhoto title ${locale}`]);
    expect(tags.og('og:description')).toEqual([`talkingPhoto description ${locale}`]);
    expect(tags.og('og:url')).toEqual([address]);
    expect(tags.og('og:locale')).toEqual([{ en: 'en_US', zh: 'zh_CN', pt: 'pt_BR' }[locale]]);
    expect(tags.og('og:image')).toEqual([]);
    // The app itself still loads.
    expect(tags.scripts).toEqual(['/ai/assets/index-Ab12Cd34.js']);
  });

  it('escapes the texts it writes into the HTML', async () => {
    const tags = head((await get('/ai/pt/price')).body);
    expect(tags.titles).toEqual(['Plans & "K-coins" <pt>']);
    expect(tags.og('og:title')).toEqual(['Plans & "K-coins" <pt>']);
  });

  it('shares a page with a picture the installation draws itself', async () => {
    const tags = head((await get('/ai/zh/home-image-clone')).body);
    expect(tags.og('og:image')).toEqual(['https://studio.example.org/api/cutout/v1/sampleImage?id=mug']);
    const picture = await get('/api/cutout/v1/sampleImage?id=mug');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\//);
  });

  it('serves the page of a new build without a restart, as it serves the new build files', async () => {
    const rebuilt = PAGE.replace('index-Ab12Cd34.js', 'index-Zz99Yy88.js');
    await fsp.writeFile(path.join(webDist, 'index.html'), rebuilt);
    const later = new Date(Date.now() + 60_000);
    await fsp.utimes(path.join(webDist, 'index.html'), later, later);
    try {
      expect(head((await get('/ai/faq')).body).scripts).toEqual(['/ai/assets/index-Zz99Yy88.js']);
    } finally {
      await fsp.writeFile(path.join(webDist, 'index.html'), PAGE);
    }
  });

  it('sends the signed-in tools the plain page', async () => {
    for (const url of ['/ai/workbench', '/ai/zh/workbench', '/ai/create']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(PAGE);
    }
  });

  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ])('compresses a public page for Accept-Encoding %s', async (accept, encoding, decode) => {
    const res = await get('/ai/zh/more-voice', { 'accept-encoding': accept });
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(head(decode(res.rawPayload).toString()).titles).toEqual(['moreVoice title zh']);
  });

  it('lists every public page in every language in the sitemap, each with its alternates', async () => {
    const res = await get('/ai/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = res.body.match(/<url>[\s\S]*?<\/url>/g) ?? [];
    expect(urls).toHaveLength(PUBLIC_SITE_PAGES.length * LOCALES.length);
    const locs = urls.map((url) => /<loc>([^<]*)<\/loc>/.exec(url)?.[1]);
    expect(locs).toContain('https://studio.example.org/ai/translator');
    expect(locs).toContain('https://studio.example.org/ai/zh/translator');
    expect(locs).toContain('https://studio.example.org/ai/pt/translator');
    const zhTranslator = urls[locs.indexOf('https://studio.example.org/ai/zh/translator')]!;
    const alternates = [
      ...zhTranslator.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]*)" href="([^"]*)"\/>/g),
    ].map((match) => [match[1], match[2]]);
    expect(alternates).toEqual([
      ['en', 'https://studio.example.org/ai/translator'],
      ['zh', 'https://studio.example.org/ai/zh/translator'],
      ['pt', 'https://studio.example.org/ai/pt/translator'],
      ['x-default', 'https://studio.example.org/ai/translator'],
    ]);
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
  });

  it.each(['/robots.txt', '/ai/robots.txt'])(
    '%s opens the public pages, closes the tools and names the sitemap',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = res.body.split('\n');
      expect(lines).toContain('Allow: /ai/home$');
      expect(lines).toContain('Allow: /ai/zh/digital-avatar$');
      expect(lines).toContain('Allow: /ai/pt/price$');
      expect(lines).toContain('Disallow: /ai/');
      expect(lines).toContain('Disallow: /api/');
      expect(lines).toContain('Sitemap: https://studio.example.org/ai/sitemap.xml');
      expect(lines.some((line) => line.includes('workbench'))).toBe(false);
    },
  );
});

describe('the encoding a browser prefers', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=1', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['identity', 'identity'],
    [undefined, 'identity'],
  ])('%s -> %s', (accept, encoding) => {
    expect(preferredEncoding(accept)).toBe(encoding);
  });
});
