import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

const require = createRequire(import.meta.url);

/**
 * A thread running a TypeScript module of this package. In the built server (scripts/build-server.mjs) the module
 * is a JavaScript file of the same name beside the code that starts it, and the thread runs it as it is. From the
 * sources, a plain Node thread cannot load it, and the loader of the thread that asked (tsx, or Vite under Vitest)
 * is not inherited in every setup, so the thread first loads tsx's scoped importer and imports the module through it.
 */
export function startTsWorker(moduleUrl: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  const built = new URL(moduleUrl.href.replace(/\.ts$/, '.js'));
  if (!existsSync(fileURLToPath(moduleUrl)) && existsSync(fileURLToPath(built))) return new Worker(built, options);
  const url = moduleUrl.href;
  // The ES module build: require.resolve would name the CommonJS one, which cannot register inside a worker.
  const tsxApiUrl = pathToFileURL(join(dirname(require.resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
  const bootstrap = `import(${JSON.stringify(tsxApiUrl)}).then(({ tsImport }) => tsImport(${JSON.stringify(
    url,
  )}, ${JSON.stringify(url)}));`;
  return new Worker(bootstrap, { ...options, eval: true });
}
