import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
// Relative, as in vite.config.ts: Vite bundles the config's own imports, Node cannot run the package's TypeScript.
import { PRERENDERED_PAGES_FILE, type TPrerenderedPagesFile } from '../../../packages/contracts/src/site-pages';
import type { TPrerenderedPage, TPrerenderResult } from '../src/app/prerender/prerender-page';

/** The module the prerender's bundle notes its dynamic imports in (src/app/prerender/prerender-imports.d.ts). */
const IMPORTS_MODULE = 'virtual:prerender-imports';
const APP_MODULE = /\.[jt]sx?$/;

/** What this plugin reads of the ESTree nodes the bundler's parser returns. */
interface TNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

interface TManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

type TManifest = Record<string, TManifestChunk>;

/** What the server-side bundle's entry (src/app/prerender/prerender-page.tsx) exports. */
interface TPrerenderEntry {
  PRERENDERED_PAGES: TPrerenderedPage[];
  prerenderPage(page: TPrerenderedPage): Promise<TPrerenderResult>;
}

function isNode(value: unknown): value is TNode {
  return typeof value === 'object' && value !== null && typeof (value as TNode).type === 'string';
}

/** Every `import('literal')` in a program, wherever it sits. */
function dynamicImports(node: TNode, found: TNode[] = []): TNode[] {
  if (node.type === 'ImportExpression' && isNode(node.source) && typeof node.source.value === 'string') {
    found.push(node);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type') continue;
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) dynamicImports(child, found);
  }
  return found;
}

/** How the client build's manifest names a module: its path from the web app's root, or a virtual module's id. */
function manifestKey(root: string, id: string): string {
  if (id.startsWith('\0')) return id.slice(1);
  return path.relative(root, id.split('?', 1)[0]!).split(path.sep).join('/');
}

/** The built files of the chunks named and of every chunk they import statically. */
function chunkFiles(manifest: TManifest, keys: readonly string[]): { scripts: string[]; styles: string[] } {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`the prerender loaded ${key}, which the client build's manifest does not list`);
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  const chunks = [...seen].map((key) => manifest[key]!);
  return { scripts: chunks.map((chunk) => chunk.file), styles: chunks.flatMap((chunk) => chunk.css ?? []) };
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The index.html stylesheet links and their files, relative to the base. */
const STYLESHEET_LINK = /\n\s*<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * The page as a browser first receives it: index.html in the page's language, with the drawn markup in #root and
 * what main.tsx needs to hydrate it, and the page's chunks preloaded. Its stylesheets (the app's and those of the
 * page's chunks, a few KB) are written into the page, so it is drawn as soon as it arrives, with no stylesheet to
 * wait for. An inert link still names each of them (a disabled stylesheet is not fetched): Vite's module preloader,
 * which adds a chunk's stylesheets when the chunk loads, finds them there and does not fetch them again.
 */
async function pageHtml(
  indexHtml: string,
  base: string,
  page: TPrerenderedPage,
  result: TPrerenderResult,
  manifest: TManifest,
  readAsset: (file: string) => Promise<string>,
): Promise<string> {
  const url = (file: string) => `${base}${file}`;
  const inIndex = new Set([...indexHtml.matchAll(/\s(?:href|src)="([^"]+)"/g)].map((match) => match[1]));
  const appStyles = [...indexHtml.matchAll(STYLESHEET_LINK)].map((match) => match[1]!.slice(base.length));
  const { scripts, styles } = chunkFiles(manifest, result.modules);
  const chunkStyles = [...new Set(styles)].filter((file) => !inIndex.has(url(file)));
  // React writes the resource hints of what a page draws (an image it preloads) before the markup when it does not
  // draw the document's head itself: they belong in the head.
  const [, hints = '', markup = ''] = /^((?:<link\b[^>]*>)*)([\s\S]*)$/.exec(result.html) ?? [];
  const css = (await Promise.all([...appStyles, ...chunkStyles].map(readAsset))).join('\n');
  if (/<\/style/i.test(css))
    throw new Error(`a stylesheet of ${page.path} closes the <style> element it is written in`);
  const head = [
    ...(hints.match(/<link\b[^>]*>/g) ?? []),
    `<style>${css}</style>`,
    ...[...appStyles, ...chunkStyles].map((file) => `<link rel="stylesheet" crossorigin href="${url(file)}" disabled>`),
    ...scripts
      .filter((file) => file.endsWith('.js') && !inIndex.has(url(file)))
      .map((file) => `<link rel="modulepreload" crossorigin href="${url(file)}">`),
  ];
  const root = `<div id="root" data-prerendered-locale="${page.locale}" data-namespaces="${escapeAttribute(result.namespaces.join(' '))}">${markup}</div>`;
  const html = indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${page.locale}"`)
    .replace(STYLESHEET_LINK, '')
    .replace(/\n\s*<\/head>/, (end) => `${head.map((tag) => `\n    ${tag}`).join('')}${end}`)
    .replace('<div id="root"></div>', () => root);
  if (!html.includes(root)) throw new Error('index.html has no empty <div id="root"></div> to draw the page in');
  return html;
}

/**
 * The second step of the web build (`vite build --ssr src/app/prerender/prerender-page.tsx`, after the client's
 * `vite build`): the server-side bundle of the app draws each prerendered screen (app/routes/plain-screens.ts) into
 * `prerendered-pages.json` beside index.html, for the server to send before any script has run.
 *
 * Which stylesheets and chunks a page needs is what the client build's manifest says of the modules the page
 * loaded while it was drawn: each dynamic import of the app's code notes its module here as it runs.
 */
export function prerender(): Plugin {
  let root = '';
  let ssrOutDir = '';
  let clientOutDir = '';
  let base = '/';
  let entryFile = '';
  return {
    name: 'orator:prerender',
    enforce: 'post',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild === true,
    configResolved(config) {
      root = config.root;
      base = config.base;
      // vite.config.ts builds the server-side bundle into a folder of the client build's output.
      ssrOutDir = path.resolve(root, config.build.outDir);
      clientOutDir = path.dirname(ssrOutDir);
    },
    resolveId(id) {
      return id === IMPORTS_MODULE ? `\0${IMPORTS_MODULE}` : undefined;
    },
    load(id) {
      if (id !== `\0${IMPORTS_MODULE}`) return undefined;
      return [
        'const noted = new Set();',
        'export function noteImport(key) { noted.add(key); }',
        'export function takeNotedImports() { const keys = [...noted]; noted.clear(); return keys; }',
      ].join('\n');
    },
    async transform(code, id) {
      if (!APP_MODULE.test(id) || !id.startsWith(path.join(root, 'src') + path.sep)) return null;
      const imports = dynamicImports(this.parse(code) as unknown as TNode);
      if (imports.length === 0) return null;
      const edited = new MagicString(code);
      for (const node of imports) {
        const specifier = (node.source as TNode).value as string;
        const resolved = await this.resolve(specifier, id);
        if (!resolved) throw new Error(`${id}: cannot resolve import('${specifier}')`);
        // The server-side bundle leaves packages to Node; the client build bundled the package's file itself.
        const file = resolved.external ? createRequire(id).resolve(specifier) : resolved.id;
        edited.prependLeft(node.start, `(__noteImport(${JSON.stringify(manifestKey(root, file))}), `);
        edited.appendRight(node.end, ')');
      }
      edited.prepend(`import { noteImport as __noteImport } from '${IMPORTS_MODULE}';\n`);
      return { code: edited.toString(), map: edited.generateMap({ hires: true }) };
    },
    writeBundle(_options, bundle) {
      const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      if (!entry) throw new Error('the prerender build has no entry');
      entryFile = path.join(ssrOutDir, entry.fileName);
    },
    async closeBundle() {
      const [indexHtml, manifestText] = await Promise.all([
        fs.readFile(path.join(clientOutDir, 'index.html'), 'utf8'),
        fs.readFile(path.join(clientOutDir, '.vite/manifest.json'), 'utf8'),
      ]);
      const manifest = JSON.parse(manifestText) as TManifest;
      const { PRERENDERED_PAGES, prerenderPage } = (await import(pathToFileURL(entryFile).href)) as TPrerenderEntry;
      const assets = new Map<string, Promise<string>>();
      const readAsset = (file: string) => {
        if (!assets.has(file)) assets.set(file, fs.readFile(path.join(clientOutDir, file), 'utf8'));
        return assets.get(file)!;
      };
      const pages: TPrerenderedPagesFile = {};
      for (const page of PRERENDERED_PAGES) {
        pages[page.path] = await pageHtml(indexHtml, base, page, await prerenderPage(page), manifest, readAsset);
      }
      await fs.writeFile(path.join(clientOutDir, PRERENDERED_PAGES_FILE), JSON.stringify(pages));
      await fs.rm(ssrOutDir, { recursive: true, force: true });
    },
  };
}
