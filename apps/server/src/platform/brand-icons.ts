import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SERVER_ROOT } from './server-root';

/**
 * The brand mark as browser icons. They live with the web app's public files (drawn by scripts/make-favicons.mjs),
 * which the web build copies under /ai/; the server also answers them at the root, where browsers look for
 * /favicon.ico on pages that name no icon, and which its own pages link to.
 */
const ICON_DIR = path.join(SERVER_ROOT, '../web/public');
const ICONS = {
  '/favicon.ico': 'image/x-icon',
  '/favicon.svg': 'image/svg+xml',
  '/apple-touch-icon.png': 'image/png',
} as const;

/** The <head> links of every page the server writes itself. */
export const ICON_LINKS =
  '<link rel="icon" href="/favicon.ico" sizes="32x32">' +
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
  '<link rel="apple-touch-icon" href="/apple-touch-icon.png">';

const ICON_CACHE = 'public, max-age=86400';

export function registerBrandIcons(app: FastifyInstance) {
  for (const [url, type] of Object.entries(ICONS)) {
    const bytes = fs.readFileSync(path.join(ICON_DIR, url));
    app.get(url, { schema: { hide: true } }, (_req, reply) =>
      reply.type(type).header('cache-control', ICON_CACHE).send(bytes),
    );
  }
}
