import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { WEB_BASE } from '@orator/contracts';

/** Vite puts every file whose name carries its content hash here; nothing else is written there. */
const HASHED_ASSETS_DIR = 'assets';
/** A hashed name changes with its content, so a browser may keep the file for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the unhashed files (icons) change in place: browsers ask again each time, cheaply. */
const REVALIDATE = 'no-cache';

function cacheControlFor(webDist: string, file: string): string {
  const [topDir] = path.relative(webDist, file).split(path.sep);
  return topDir === HASHED_ASSETS_DIR ? IMMUTABLE : REVALIDATE;
}

/**
 * The built React app at /ai/, with every unknown path under it answered by index.html (SPA routes). The build
 * writes brotli and gzip copies beside each text file (apps/web/vite-plugins/precompress.ts); they are sent when
 * the browser accepts them, brotli first, with `Vary: Accept-Encoding`.
 */
export function registerWebApp(app: FastifyInstance, webDist: string) {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built; /ai/ will answer 404 until `npm run build`');
    return;
  }
  void app.register(fastifyStatic, {
    root: webDist,
    prefix: WEB_BASE,
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    setHeaders: (reply, file) => reply.header('cache-control', cacheControlFor(webDist, file)),
  });
  app.get('/ai', { schema: { hide: true } }, (_req, reply) => reply.redirect(WEB_BASE));
  app.get(`${WEB_BASE}*`, { schema: { hide: true } }, (req, reply) =>
    // A chunk of an older build is gone: answering it with the page would hand the browser HTML for a script.
    req.url.startsWith(`${WEB_BASE}${HASHED_ASSETS_DIR}/`) ? reply.callNotFound() : reply.sendFile('index.html'),
  );
}
