// The JavaScript a first visit downloads before a route paints (#19 item 3), measured from the built files: the
// entry's static import graph (what index.html loads and preloads), what the app loads before its first render (the
// first namespaces of English, the default language), and what the path needs at once:
// the layout and page chunks the router loads and the namespaces they use, each chunk with its static imports,
// gzip-compressed. apps/web/first-paint-routes.json names those source modules; a web test holds its layouts and
// pages to the route table.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** #19 item 3's target for every route's first paint; `npm run bench` reports each route against it. */
export const BUNDLE_BUDGET_KB = 200;
/**
 * What CI lets through: each route's size once the shell and the workbench left antd (194 and 190 KB, both under the
 * target), with a few KB to spare. A change that makes a first visit heavier fails CI; lower these as the routes get
 * lighter (docs/benchmarks.md "Web app first paint").
 */
export const CI_CEILING_KB: Record<string, number> = { '/ai/workbench': 197, '/ai/home': 193 };

const webDir = path.resolve(import.meta.dirname, '../apps/web');

interface TManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

type TManifest = Record<string, TManifestChunk>;

interface TFirstPaint {
  /** Manifest keys (source files relative to apps/web) of what main.tsx waits for before it renders. */
  beforeRender: string[];
  routes: {
    /** The browser path, e.g. /ai/home. */
    path: string;
    /** Source files of the chunks the router loads immediately for the path, and of the namespaces they use. */
    modules: string[];
  }[];
}

export interface TRouteBundle {
  path: string;
  /** Built files, relative to dist. */
  files: string[];
  gzipBytes: number;
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** The files index.html loads as modules: its entry script and its modulepreload links. */
function htmlModuleFiles(html: string, base: string): string[] {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    const isModule = /\btype="module"/.test(tag) || /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    return isModule && url?.startsWith(base) ? [url.slice(base.length)] : [];
  });
}

/** Every chunk the given chunks import statically, themselves included; dynamic imports are left for later. */
function staticClosure(manifest: TManifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** The JavaScript each first-paint route needs from a built app (apps/web/dist by default). */
export function measureRouteBundles(distDir = path.join(webDir, 'dist')): TRouteBundle[] {
  const manifest = readJson<TManifest>(path.join(distDir, '.vite/manifest.json'));
  const firstPaint = readJson<TFirstPaint>(path.join(webDir, 'first-paint-routes.json'));
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const base = /<script\b[^>]*\bsrc="([^"]*\/)assets\//.exec(html)?.[1] ?? '/';
  const htmlFiles = htmlModuleFiles(html, base);
  const entryKeys = htmlFiles.map((file) => {
    const key = keyOfFile.get(file);
    if (!key) throw new Error(`index.html loads ${file}, which the Vite manifest does not list`);
    return key;
  });

  return firstPaint.routes.map((route) => {
    const keys = staticClosure(manifest, [...entryKeys, ...firstPaint.beforeRender, ...route.modules]);
    const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
    const gzipBytes = files.reduce(
      (sum, file) => sum + gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length,
      0,
    );
    return { path: route.path, files: files.sort(), gzipBytes };
  });
}

export function describeRouteBundle(route: TRouteBundle): string {
  return `${(route.gzipBytes / 1024).toFixed(1)} KB gzip in ${route.files.length} files`;
}

/** Rows for `npm run bench` (bench/run.ts), from the web app as built now. */
export async function benchBundleBudget() {
  const { buildWeb } = await import(path.resolve(import.meta.dirname, '../scripts/build-web.mjs'));
  buildWeb();
  return measureRouteBundles().map((route) => ({
    name: `first-paint JavaScript of ${route.path} (gzip, built app)`,
    value: `${(route.gzipBytes / 1024).toFixed(1)} KB`,
    target: `<= ${BUNDLE_BUDGET_KB} KB`,
    ok: route.gzipBytes <= BUNDLE_BUDGET_KB * 1024,
  }));
}

if (process.argv[1] === import.meta.filename) {
  for (const route of measureRouteBundles()) console.log(`${route.path}: ${describeRouteBundle(route)}`);
}
