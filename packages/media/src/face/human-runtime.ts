import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Config, Human } from '@vladmandic/human';

const require = createRequire(import.meta.url);

/**
 * Only the face detector and the mesh (with iris refinement, which sharpens the eyelid points)
 * run; everything else Human can do stays off so that nothing else is loaded.
 */
const FACE_ONLY: Partial<Config> = {
  backend: 'wasm',
  debug: false,
  async: false,
  warmup: 'none',
  // Every call is a new still photo: no reuse of boxes or results from an earlier call.
  cacheSensitivity: 0,
  skipAllowed: false,
  filter: { enabled: false },
  gesture: { enabled: false },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  segmentation: { enabled: false },
  face: {
    enabled: true,
    detector: { enabled: true, rotation: true, maxDetected: 20, minConfidence: 0.2, return: false },
    mesh: { enabled: true, keepInvalid: false },
    iris: { enabled: true },
    attention: { enabled: false },
    description: { enabled: false },
    emotion: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
    gear: { enabled: false },
  },
};

type HumanConstructor = new (config: Partial<Config>) => Human;

const REQUIRED_MODELS = ['blazeface', 'facemesh', 'iris'];

let loading: Promise<Human> | undefined;
let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs a task on the shared Human instance, loading it on first use. Tasks run one at a time:
 * the instance keeps per-call state and the WASM backend has a single heap.
 */
export function withHuman<T>(task: (human: Human) => Promise<T>): Promise<T> {
  const run = queue.then(async () => task(await loadHuman()));
  queue = run.catch(() => undefined);
  return run;
}

function loadHuman(): Promise<Human> {
  loading ??= withoutNewCrashHandlers(createHuman).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function createHuman(): Promise<Human> {
  // The package's `node` entry needs tfjs-node, which downloads a binary at install; the
  // node-wasm build is not exported by name, so it is loaded from beside the entry file.
  const distDir = dirname(require.resolve('@vladmandic/human'));
  const { Human: HumanClass } = requireHumanWasmBuild(join(distDir, 'human.node-wasm.js'));
  const wasmDir = dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
  const human = new HumanClass({
    ...FACE_ONLY,
    wasmPath: `${wasmDir}/`,
    modelBasePath: pathToFileURL(join(distDir, '..', 'models')).href + '/',
  });
  await withFileUrlFetch(() => human.load());
  // Human logs a model that failed to load and carries on, which would read as "no face" forever.
  const missing = REQUIRED_MODELS.filter(
    (name) => !human.models.stats().modelStats.some((model) => model.name === name && model.loaded),
  );
  if (missing.length > 0) throw new Error(`face models failed to load: ${missing.join(', ')}`);
  return human;
}

/**
 * The WASM backend's Emscripten runtime, once started, adds process handlers that throw every uncaught
 * exception and unhandled rejection again, so one stray rejection anywhere in the server would end it.
 * Those handlers are for Emscripten's own programs; the ones it adds while Human loads are taken off.
 */
async function withoutNewCrashHandlers<T>(task: () => Promise<T>): Promise<T> {
  const exceptionHandlers = new Set(process.listeners('uncaughtException'));
  const rejectionHandlers = new Set(process.listeners('unhandledRejection'));
  try {
    return await task();
  } finally {
    for (const handler of process.listeners('uncaughtException')) {
      if (!exceptionHandlers.has(handler)) process.off('uncaughtException', handler);
    }
    for (const handler of process.listeners('unhandledRejection')) {
      if (!rejectionHandlers.has(handler)) process.off('unhandledRejection', handler);
    }
  }
}

function requireHumanWasmBuild(path: string): { Human: HumanConstructor } {
  try {
    return require(path) as { Human: HumanConstructor };
  } catch (error) {
    // The build requires tfjs-core, tfjs-converter and tfjs-backend-wasm without declaring them.
    const missing = /Cannot find module '([^']+)'/.exec(String(error))?.[1];
    if (!missing) throw error;
    throw new Error(`face detection needs the npm package ${missing} (same version as tfjs-backend-wasm)`, {
      cause: error,
    });
  }
}

/**
 * Human fetches its models through the global fetch, which cannot read file:// URLs. It is
 * widened for file URLs only while the models load, so the rest of the process never sees it.
 */
export async function withFileUrlFetch<T>(task: () => Promise<T>): Promise<T> {
  const networkFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith('file:')) return networkFetch(input, init);
    return new Response(await readFile(fileURLToPath(url)));
  };
  try {
    return await task();
  } finally {
    globalThis.fetch = networkFetch;
  }
}
