import fs from 'node:fs';
import path from 'node:path';
import {
  API_BASE,
  CutoutApi,
  DEFAULT_LOCALE,
  LOCALES,
  PRERENDERED_PAGES_FILE,
  PUBLIC_SITE_PAGES,
  SITE_PAGE_META_FILE,
  WEB_BASE,
  type TLocale,
  type TPrerenderedPagesFile,
  type TPublicSitePage,
  type TSitePageMeta,
  type TSitePageMetaFile,
} from '@orator/contracts';
import { escapeHtml } from './platform/html';

/** Open Graph names a language with its region (SPEC 9's three languages as the app speaks them). */
const OG_LOCALE: Record<TLocale, string> = { en: 'en_US', zh: 'zh_CN', pt: 'pt_BR' };

/**
 * Pages with a picture the installation itself draws and serves to anyone, shared with their link: no stock
 * photograph stands for the product.
 */
const OG_IMAGES: Partial<Record<TPublicSitePage['meta'], string>> = {
  homeImageClone: `${API_BASE}${CutoutApi.sampleImage}?id=mug`,
};

/** The browser address of a public page in a language: English bare, the others under their prefix (SPEC 9). */
export function sitePageUrl(origin: string, locale: TLocale, page: TPublicSitePage): string {
  const prefix = locale === DEFAULT_LOCALE ? '' : `${locale}/`;
  return `${origin}${WEB_BASE}${prefix}${page.path.slice(1)}`;
}

/** An address's path under /ai/ as the app routes it (/zh/home for /ai/zh/home/?x=1), if it is under /ai/. */
function appPathAt(url: string): string | undefined {
  const pathname = url.split(/[?#]/, 1)[0]!;
  if (!pathname.startsWith(WEB_BASE)) return undefined;
  return `/${pathname.slice(WEB_BASE.length)}`.replace(/(.)\/+$/, '$1');
}

/** The public page and language an address under /ai/ shows, if it is one. */
export function sitePageAt(url: string): { page: TPublicSitePage; locale: TLocale } | undefined {
  const rest = appPathAt(url);
  if (rest === undefined) return undefined;
  const prefixed = LOCALES.find((locale) => locale !== DEFAULT_LOCALE && rest.startsWith(`/${locale}/`));
  const locale = prefixed ?? DEFAULT_LOCALE;
  const appPath = prefixed ? rest.slice(prefixed.length + 1) : rest;
  const page = PUBLIC_SITE_PAGES.find((candidate) => candidate.path === appPath);
  return page && { page, locale };
}

function headTags(origin: string, page: TPublicSitePage, locale: TLocale, meta: TSitePageMeta): string {
  const url = sitePageUrl(origin, locale, page);
  const image = OG_IMAGES[page.meta];
  const tag = (html: string) => `    ${html}\n`;
  const property = (name: string, content: string) =>
    tag(`<meta property="${name}" content="${escapeHtml(content)}" />`);
  return [
    tag(`<title>${escapeHtml(meta.title)}</title>`),
    tag(`<meta name="description" content="${escapeHtml(meta.description)}" />`),
    tag(`<meta name="keywords" content="${escapeHtml(meta.keywords)}" />`),
    tag(`<link rel="canonical" href="${escapeHtml(url)}" />`),
    ...LOCALES.map((other) =>
      tag(`<link rel="alternate" hreflang="${other}" href="${escapeHtml(sitePageUrl(origin, other, page))}" />`),
    ),
    tag(
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(sitePageUrl(origin, DEFAULT_LOCALE, page))}" />`,
    ),
    property('og:type', 'website'),
    property('og:site_name', 'Orator'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', url),
    property('og:locale', OG_LOCALE[locale]),
    ...LOCALES.filter((other) => other !== locale).map((other) => property('og:locale:alternate', OG_LOCALE[other])),
    ...(image ? [property('og:image', `${origin}${image}`)] : []),
    tag(`<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`),
  ].join('');
}

/** The tags the app's own index.html carries empty; the page's own replace them. */
const REPLACED_HEAD_TAGS = /\s*<title>[^<]*<\/title>|\s*<meta\s+name="(?:description|keywords)"[^>]*>/g;

function readJsonFile<T>(file: string): T | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined;
}

/**
 * What crawlers, link previews and browsers read of the public site before any script runs: each public page drawn
 * by the web build (`prerendered-pages.json`, apps/web/vite-plugins/prerender.ts; also the login page), with its
 * own title, description, keywords, canonical address, language alternates and Open Graph tags in the head; the
 * sitemap and robots.txt. The texts are the web build's (`seo-pages.json`, apps/web/vite-plugins/seo-pages.ts). A
 * page the build did not draw gets index.html with its tags; a build without them serves the plain page.
 */
export function createSiteSeo(webDist: string) {
  const metaFile = path.join(webDist, SITE_PAGE_META_FILE);
  const prerenderedFile = path.join(webDist, PRERENDERED_PAGES_FILE);
  const indexFile = path.join(webDist, 'index.html');
  let build:
    | {
        stamp: string;
        indexHtml: string;
        texts: TSitePageMetaFile | undefined;
        prerendered: TPrerenderedPagesFile | undefined;
      }
    | undefined;

  /** The build's pages and texts, read again when a new build replaced them, as the static files are. */
  function currentBuild() {
    const stamp = [indexFile, metaFile, prerenderedFile]
      .map((file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs)
      .join();
    if (build?.stamp !== stamp) {
      build = {
        stamp,
        indexHtml: fs.readFileSync(indexFile, 'utf8'),
        texts: readJsonFile<TSitePageMetaFile>(metaFile),
        prerendered: readJsonFile<TPrerenderedPagesFile>(prerenderedFile),
      };
    }
    return build;
  }

  return {
    /**
     * The page the build drew for an address, or index.html, with a public page's own tags; undefined where the
     * plain index.html serves.
     */
    pageHtml(url: string, origin: string): string | undefined {
      const { indexHtml, texts, prerendered } = currentBuild();
      const appPath = appPathAt(url);
      const drawn = appPath === undefined ? undefined : prerendered?.[appPath];
      const found = sitePageAt(url);
      const meta = found && texts?.[found.locale]?.[found.page.meta];
      if (!found || !meta) return drawn;
      return (drawn ?? indexHtml)
        .replace(REPLACED_HEAD_TAGS, '')
        .replace(/<html lang="[^"]*"/, `<html lang="${found.locale}"`)
        .replace('</head>', `${headTags(origin, found.page, found.locale, meta)}  </head>`);
    },

    /** Every public page in every language, each with its alternates (Google's hreflang sitemap form). */
    sitemap(origin: string): string {
      const entries = PUBLIC_SITE_PAGES.flatMap((page) =>
        LOCALES.map((locale) => {
          const alternates = LOCALES.map(
            (other) =>
              `    <xhtml:link rel="alternate" hreflang="${other}" href="${escapeHtml(sitePageUrl(origin, other, page))}"/>`,
          );
          return [
            '  <url>',
            `    <loc>${escapeHtml(sitePageUrl(origin, locale, page))}</loc>`,
            ...alternates,
            `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(sitePageUrl(origin, DEFAULT_LOCALE, page))}"/>`,
            '  </url>',
          ].join('\n');
        }),
      );
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ...entries,
        '</urlset>',
        '',
      ].join('\n');
    },

    /**
     * Crawlers may read the public pages in every language and the files they load; every other address (the
     * signed-in tools, the API) is closed to them. The longest matching rule wins (RFC 9309), so each page's
     * Allow opens it inside the closed /ai/.
     */
    robots(origin: string): string {
      const allowed = PUBLIC_SITE_PAGES.flatMap((page) =>
        LOCALES.map((locale) => `Allow: ${new URL(sitePageUrl(origin, locale, page)).pathname}$`),
      );
      return [
        'User-agent: *',
        ...allowed,
        `Allow: ${WEB_BASE}assets/`,
        ...Object.values(OG_IMAGES).map((image) => `Allow: ${image.split('?', 1)[0]}`),
        `Disallow: ${WEB_BASE}`,
        `Disallow: ${API_BASE}/`,
        '',
        `Sitemap: ${origin}${WEB_BASE}sitemap.xml`,
        '',
      ].join('\n');
    },
  };
}
export type SiteSeo = ReturnType<typeof createSiteSeo>;
