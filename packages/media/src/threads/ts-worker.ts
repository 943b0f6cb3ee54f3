import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

const require = createRequire(import.meta.url);

/**
 * A thread running a TypeScript module of this package. A plain Node thread cannot load it, and the loader of the
 * thread that asked (tsx, or Vite under Vitest) is not inherited in every setup, so the thread first loads tsx's
 * scoped importer and imports the module through it.
 */
export function startTsWorker(moduleUrl: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  const url = moduleUrl.href;
  // The ES module build: require.resolve would name the CommonJS one, which cannot register inside a worker.
  const tsxApiUrl = pathToFileURL(join(dirname(require.resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
  const bootstrap = `import(${JSON.stringify(tsxApiUrl)}).then(({ tsImport }) => tsImport(${JSON.stringify(
    url,
  )}, ${JSON.stringify(url)}));`;
  return new Worker(bootstrap, { ...options, eval: true });
}
