// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- espeak-ng ships no types, and packages that compile this file through imports do not include our .d.ts otherwise
/// <reference path="./espeak-ng.d.ts" />
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import ESpeakNg, { type EspeakModule } from 'espeak-ng';
import { speechThreads } from './espeak-pool';

/**
 * Runs the espeak-ng command line compiled to WebAssembly, many times, cheaply.
 *
 * A fresh Emscripten instance costs ~150 ms, most of it copying the 18 MB of embedded voice data
 * into the virtual file system, and `main` cannot simply be called twice (its option parser and
 * synthesiser keep global state). So the instance is built once, its linear memory is copied
 * before `main` has ever run, and every run starts by writing that copy back: each run sees a
 * just-started process for the price of one 32 MB memcpy. The build has no memory growth, so the
 * memory object and every view on it stay valid.
 *
 * `runEspeak` is the one way in: it hands each run to a pool of worker threads (one image per
 * thread, see espeak-pool.ts), so synthesis uses every core and never holds the server's thread.
 */

/** Plain data only: a request crosses to a worker thread by structured clone. */
export interface EspeakRunRequest {
  args: string[];
  /** Files written into the virtual file system before the run, removed after it. */
  inputs?: Record<string, string | Uint8Array>;
  /** Files read back after the run (absent when espeak did not write them), removed after it. */
  outputs?: string[];
}

export interface EspeakRunResult {
  exitCode: number;
  stdout: string[];
  stderr: string[];
  outputs: Map<string, Uint8Array>;
}

export class EspeakRuntimeError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'EspeakRuntimeError';
  }
}

interface EspeakExports {
  memory: { buffer: ArrayBuffer };
  stackSave(): number;
  stackRestore(pointer: number): void;
  stackAlloc(bytes: number): number;
  __main_argc_argv(argc: number, argv: number): number;
}

interface ProcessImage {
  module: EspeakModule;
  wasmExports: EspeakExports;
  pristineMemory: Uint8Array;
  printed: { stdout: string[]; stderr: string[] };
}

const FROZEN_EPOCH_MS = Date.UTC(2024, 0, 1);
/** The message Emscripten prints when `exit()` is called while the runtime is kept alive: noise here. */
const KEEPALIVE_NOTICE = /^program exited \(with status: \d+\), but keepRuntimeAlive\(\)/;

/** The slice of the WebAssembly API used here: Node has it, but its typings only come with the DOM lib. */
interface WebAssemblyApi {
  compile(bytes: Uint8Array): Promise<object>;
  instantiate(module: object, imports: object): Promise<{ exports: object }>;
}

const wasm = (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly;
const require = createRequire(import.meta.url);
let image: Promise<ProcessImage> | null = null;

/** Starts the synthesis threads and builds their images ahead of the first request, e.g. when a server starts. */
export function warmUpEspeak(): Promise<void> {
  return speechThreads().warmUp();
}

export function runEspeak(request: EspeakRunRequest): Promise<EspeakRunResult> {
  return speechThreads().run(request);
}

/** Builds this thread's process image: what a synthesis thread does as soon as it starts. */
export function warmUpEspeakInThisThread(): Promise<void> {
  return loadImage().then(() => undefined);
}

/**
 * Runs espeak on the calling thread. Each run holds the thread for its whole synthesis (tens of
 * milliseconds), so it first lets pending I/O and timers through: when there are no worker threads,
 * a long script spoken clause by clause still never starves the server.
 */
export async function runEspeakInThisThread(request: EspeakRunRequest): Promise<EspeakRunResult> {
  await yieldToEventLoop();
  return runOn(await loadImage(), request);
}

function loadImage(): Promise<ProcessImage> {
  image ??= createImage().catch((error: unknown) => {
    image = null;
    throw new EspeakRuntimeError('espeak-ng could not start', { cause: error });
  });
  return image;
}

async function createImage(): Promise<ProcessImage> {
  const wasmPath = join(dirname(require.resolve('espeak-ng')), 'espeak-ng.wasm');
  const compiled = await wasm.compile(await readFile(wasmPath));
  const printed = { stdout: [] as string[], stderr: [] as string[] };
  let wasmExports: EspeakExports | undefined;
  // Emscripten waits for `receive` forever: a failed instantiation must reject on its own.
  let failInstantiation: (error: unknown) => void = () => undefined;
  const instantiationFailed = new Promise<never>((_resolve, reject) => (failInstantiation = reject));
  const module = await Promise.race([
    instantiationFailed,
    ESpeakNg({
      noInitialRun: true,
      // No terminal behind it: a run that reads standard input gets end-of-file instead of blocking.
      stdin: () => null,
      print: (line) => printed.stdout.push(line),
      printErr: (line) => {
        if (!KEEPALIVE_NOTICE.test(line)) printed.stderr.push(line);
      },
      instantiateWasm: (imports, receive) => {
        wasm.instantiate(compiled, withFrozenClock(imports)).then((instance) => {
          wasmExports = instance.exports as EspeakExports;
          receive(instance, compiled);
        }, failInstantiation);
        return {};
      },
    }),
  ]);
  if (!wasmExports) throw new Error('the WebAssembly instance was not handed to the runtime');
  return { module, wasmExports, pristineMemory: new Uint8Array(wasmExports.memory.buffer).slice(), printed };
}

/**
 * espeak seeds its noise generator (breath, roughness) from the time of day, so the same request
 * would sound slightly different every second. A fixed clock makes every render reproducible: a
 * retried job writes the same file, and tests can compare samples.
 */
function withFrozenClock(imports: object): object {
  const { env } = imports as { env: Record<string, unknown> };
  return { ...imports, env: { ...env, emscripten_date_now: () => FROZEN_EPOCH_MS } };
}

function runOn(loaded: ProcessImage, request: EspeakRunRequest): EspeakRunResult {
  const { module, wasmExports, printed } = loaded;
  new Uint8Array(wasmExports.memory.buffer).set(loaded.pristineMemory);
  printed.stdout.length = 0;
  printed.stderr.length = 0;
  const inputs = Object.entries(request.inputs ?? {});
  for (const [path, content] of inputs) module.FS.writeFile(path, content);

  const stackPointer = wasmExports.stackSave();
  try {
    const exitCode = callMain(wasmExports, ['espeak-ng', ...request.args]);
    const outputs = new Map<string, Uint8Array>();
    for (const path of request.outputs ?? []) {
      if (module.FS.analyzePath(path).exists) outputs.set(path, module.FS.readFile(path));
    }
    return { exitCode, stdout: [...printed.stdout], stderr: [...printed.stderr], outputs };
  } catch (error) {
    // A trap leaves the Emscripten runtime in an unknown state: the next run starts a new instance.
    image = null;
    throw new EspeakRuntimeError(`espeak-ng crashed: ${String(error)}`, { cause: error });
  } finally {
    wasmExports.stackRestore(stackPointer);
    for (const path of [...inputs.map(([input]) => input), ...(request.outputs ?? [])]) {
      if (module.FS.analyzePath(path).exists) module.FS.unlink(path);
    }
  }
}

function callMain(wasmExports: EspeakExports, argv: string[]): number {
  const encoder = new TextEncoder();
  const pointers = argv.map((arg) => {
    const bytes = encoder.encode(`${arg}\0`);
    const pointer = wasmExports.stackAlloc(bytes.length);
    new Uint8Array(wasmExports.memory.buffer, pointer, bytes.length).set(bytes);
    return pointer;
  });
  const table = wasmExports.stackAlloc(4 * (pointers.length + 1));
  new Uint32Array(wasmExports.memory.buffer, table, pointers.length + 1).set([...pointers, 0]);
  try {
    return wasmExports.__main_argc_argv(pointers.length, table);
  } catch (error) {
    // exit() unwinds as Emscripten's ExitStatus object, which is the normal end of several options.
    if (isExitStatus(error)) return error.status;
    throw error;
  }
}

function isExitStatus(error: unknown): error is { name: 'ExitStatus'; status: number } {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'ExitStatus';
}
