import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  LOCALES,
  PUBLIC_SITE_PAGES,
  SITE_PAGE_META_FILE,
  type TLocale,
  type TSitePageMetaFile,
} from '@orator/contracts';
import type { AppConfig } from '../src/platform/config';
import { createTestApp, type TestApp } from './helper';

/** index.html as Vite writes it from apps/web/index.html: empty description and keywords, a plain title. */
export const BUILT_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Orator</title>
    <meta name="description" content="" />
    <meta name="keywords" content="" />
    <script type="module" crossorigin src="/ai/assets/index-Ab12Cd34.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** Every public page's head texts in each language, marked so a test can tell them apart. */
export function markedSiteMeta(
  title: (meta: string, locale: TLocale) => string = (meta, locale) => `${meta} title ${locale}`,
): TSitePageMetaFile {
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      Object.fromEntries(
        PUBLIC_SITE_PAGES.map(({ meta }) => [
          meta,
          {
            title: title(meta, locale),
            description: `${meta} description ${locale}`,
            keywords: `${meta} keywords ${locale}`,
          },
        ]),
      ),
    ]),
  );
}

/**
 * A test app serving a web build made of `files` (paths relative to the build's folder) with the built index.html
 * and the site's head texts beside them, unless `files` has its own.
 */
export async function appOnWebDist(
  files: Record<string, string>,
  options: Omit<Partial<AppConfig>, 'webDist'> = {},
): Promise<{ t: TestApp; webDist: string; close: () => Promise<void> }> {
  const webDist = await fsp.mkdtemp(path.join(os.tmpdir(), 'orator-web-dist-'));
  const written = {
    'index.html': BUILT_INDEX_HTML,
    [SITE_PAGE_META_FILE]: JSON.stringify(markedSiteMeta()),
    ...files,
  };
  for (const [name, text] of Object.entries(written)) await fsp.writeFile(path.join(webDist, name), text);
  const t = await createTestApp({ ...options, webDist });
  return {
    t,
    webDist,
    close: async () => {
      await t.close();
      await fsp.rm(webDist, { recursive: true, force: true });
    },
  };
}
