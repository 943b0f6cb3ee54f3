// Builds the server into plain JavaScript (apps/server/dist) when its sources are newer than the last build, so
// `npm start` runs compiled code: no TypeScript loader in the server process or in any of its threads.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from './newest-mtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'apps/server/dist');
const built = path.join(outdir, 'main.js');
const hoisted = path.join(root, 'node_modules') + path.sep;
const inputs = ['apps/server/src', 'packages/media/src', 'packages/contracts/src', 'package-lock.json'].map((p) =>
  path.join(root, p),
);

/** Threads start from their own files (startTsWorker looks for `<name>.js` beside the code that starts them). */
function threadEntries() {
  const entries = {};
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('-worker.ts')) entries[entry.name.slice(0, -'.ts'.length)] = file;
    }
  };
  walk(path.join(root, 'packages/media/src'));
  return entries;
}

/**
 * npm packages installed at the root stay outside the bundle (native addons, data files found next to their code);
 * the workspaces' TypeScript and any package a workspace keeps in its own node_modules (another version than the
 * root's) go in.
 */
const keepRootPackagesExternal = {
  name: 'keep-root-packages-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'resolving') return undefined;
      const resolved = await esbuild.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'resolving',
      });
      if (resolved.errors.length > 0 || resolved.external) return resolved;
      return resolved.path.startsWith(hoisted) ? { path: args.path, external: true } : resolved;
    });
  },
};

export async function buildServer({ force = false } = {}) {
  if (!force && fs.existsSync(built) && fs.statSync(built).mtimeMs >= Math.max(...inputs.map(newestMtime))) return;
  console.log('Building the server...');
  // Imported here: `npm start` reaches this module before it has installed the packages.
  const { build } = await import('esbuild');
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: { main: path.join(root, 'apps/server/src/main.ts'), ...threadEntries() },
    outdir,
    bundle: true,
    // Jobs and engines imported on first use stay in their own chunks, with their native packages.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [keepRootPackagesExternal],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer({ force: process.argv.includes('--force') });
