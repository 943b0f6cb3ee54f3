import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { WEB_BASE } from '@orator/contracts';
import { createSiteSeo } from './site-seo';

/** Vite puts every file whose name carries its content hash here; nothing else is written there. */
const HASHED_ASSETS_DIR = 'assets';
/** A hashed name changes with its content, so a browser may keep the file for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the unhashed files (icons) change in place: browsers ask again each time, cheaply. */
const REVALIDATE = 'no-cache';

/** Compressed copies of the public pages' HTML: a handful of pages in three languages, compressed once each. */
const MAX_CACHED_PAGES = 500;

type TEncoding = 'br' | 'gzip' | 'identity';

/** The encoding the browser prefers among those the server has, brotli on a tie (RFC 9110 quality values). */
export function preferredEncoding(acceptEncoding: string | undefined): TEncoding {
  const quality = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (name) quality.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const of = (name: string) => quality.get(name) ?? quality.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).reduce<'br' | 'gzip' | undefined>(
    (chosen, name) => (of(name) > 0 && (!chosen || of(name) > of(chosen)) ? name : chosen),
    undefined,
  );
  return best ?? 'identity';
}

const COMPRESS: Record<Exclude<TEncoding, 'identity'>, (html: string) => Buffer> = {
  br: (html) => brotliCompressSync(html),
  gzip: (html) => gzipSync(html, { level: 9 }),
};

function cacheControlFor(webDist: string, file: string): string {
  const [topDir] = path.relative(webDist, file).split(path.sep);
  return topDir === HASHED_ASSETS_DIR ? IMMUTABLE : REVALIDATE;
}

/**
 * The built React app at /ai/, with every unknown path under it answered by the page the build drew for it
 * (site-seo.ts) or by index.html (SPA routes). The build writes brotli and gzip copies beside each text file
 * (apps/web/vite-plugins/precompress.ts); they are sent when the browser accepts them, brotli first, with
 * `Vary: Accept-Encoding`.
 */
export function registerWebApp(app: FastifyInstance, webDist: string, publicUrl?: string) {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built; /ai/ will answer 404 until `npm run build`');
    return;
  }
  const seo = createSiteSeo(webDist);
  const originOf = (req: FastifyRequest) => publicUrl?.replace(/\/+$/, '') ?? `${req.protocol}://${req.host}`;
  const compressed = new Map<string, Buffer>();

  /** A public page's HTML with its own tags: compressed here, as it is not a file the build compressed. */
  function sendPage(req: FastifyRequest, reply: FastifyReply, html: string) {
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', REVALIDATE);
    reply.header('vary', 'Accept-Encoding');
    if (encoding === 'identity') return reply.send(html);
    const key = `${encoding}\n${html}`;
    let body = compressed.get(key);
    if (!body) {
      if (compressed.size >= MAX_CACHED_PAGES) compressed.clear();
      body = COMPRESS[encoding](html);
      compressed.set(key, body);
    }
    return reply.header('content-encoding', encoding).send(body);
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
  const robots = (req: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .send(seo.robots(originOf(req)));
  app.get('/robots.txt', { schema: { hide: true } }, robots);
  app.get(`${WEB_BASE}robots.txt`, { schema: { hide: true } }, robots);
  app.get(`${WEB_BASE}sitemap.xml`, { schema: { hide: true } }, (req, reply) =>
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .send(seo.sitemap(originOf(req))),
  );
  app.get(`${WEB_BASE}*`, { schema: { hide: true } }, (req, reply) => {
    // A chunk of an older build is gone: answering it with the page would hand the browser HTML for a script.
    if (req.url.startsWith(`${WEB_BASE}${HASHED_ASSETS_DIR}/`)) return reply.callNotFound();
    const page = seo.pageHtml(req.url, originOf(req));
    return page === undefined ? reply.sendFile('index.html') : sendPage(req, reply, page);
  });
}
