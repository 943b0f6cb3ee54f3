import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
// Relative, as in vite.config.ts: Vite bundles the config's own imports, Node cannot run the package's TypeScript.
import { LOCALES } from '../../../packages/contracts/src/constants';
import {
  PUBLIC_SITE_PAGES,
  SITE_PAGE_META_FILE,
  type TSitePageMeta,
  type TSitePageMetaFile,
} from '../../../packages/contracts/src/site-pages';

type TMetaTexts = { default: TSitePageMeta } & Record<string, Partial<TSitePageMeta> | undefined>;

/** A page's meta texts, the defaults filling what it leaves out: what the app itself shows (page-meta.ts). */
function pageMeta(texts: TMetaTexts, key: string): TSitePageMeta {
  const own = texts[key] ?? {};
  return {
    title: own.title ?? texts.default.title,
    description: own.description ?? texts.default.description,
    keywords: own.keywords ?? texts.default.keywords,
  };
}

/**
 * Writes `seo-pages.json` beside index.html: every public page's title, description and keywords in each
 * language, from the same locale files the app reads, for the server to put in the HTML it sends a crawler.
 */
export function seoPages(): Plugin {
  let localesDir = '';
  return {
    name: 'orator-seo-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      localesDir = path.resolve(config.root, 'src/locales');
    },
    generateBundle() {
      const file: TSitePageMetaFile = Object.fromEntries(
        LOCALES.map((locale) => {
          const texts = JSON.parse(fs.readFileSync(path.join(localesDir, locale, 'meta.json'), 'utf8')) as TMetaTexts;
          return [locale, Object.fromEntries(PUBLIC_SITE_PAGES.map(({ meta }) => [meta, pageMeta(texts, meta)]))];
        }),
      );
      this.emitFile({ type: 'asset', fileName: SITE_PAGE_META_FILE, source: JSON.stringify(file) });
    },
  };
}
