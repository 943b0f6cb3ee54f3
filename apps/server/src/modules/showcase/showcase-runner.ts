import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { AppContext } from '../../platform/context';
import type { AppConfig } from '../../platform/config';
import { createStorage } from '../../platform/storage/index';
import { servicesFor, speechEngine } from '../services';
import { createShowcaseService, type ShowcaseService } from './showcase.service';

/** After start-up: the first visitors, the migrations' aftermath and queued jobs come first. */
const START_DELAY_MS = 20_000;
/** Between two examples, so requests and jobs waiting on the CPU get it. */
const PAUSE_MS = 2_000;
/** The lowest scheduling priority: the examples take only the CPU nothing else wants. */
const LOWEST_PRIORITY = 19;

const byContext = new WeakMap<AppContext, ShowcaseService>();

/** The showcase of a process, built once, over the voice catalogue the tools speak with. */
export function showcaseFor(ctx: AppContext): ShowcaseService {
  let showcase = byContext.get(ctx);
  if (!showcase) {
    showcase = createShowcaseService({ storage: ctx.storage, engine: servicesFor(ctx).voices.engine, log: ctx.log });
    byContext.set(ctx, showcase);
  }
  return showcase;
}

/**
 * `orator showcase`: makes the missing examples and exits. It needs the storage and the speech engines only, not the
 * database (the embedded one belongs to `serve`). SIGTERM ends it after the example under way.
 */
export async function makeShowcase(config: AppConfig, log: Logger): Promise<void> {
  let isStopping = false;
  process.once('SIGTERM', () => {
    isStopping = true;
  });
  const showcase = createShowcaseService({
    storage: await createStorage(config),
    engine: speechEngine(config.ttsHttp),
    log,
  });
  const result = await showcase.makeMissing({ shouldStop: () => isStopping, pause: () => sleep(PAUSE_MS) });
  // Said at every run, made or not: an operator (and bench/served-app.ts) can tell the background work is over.
  log.info(result, 'showcase examples made');
}

/**
 * Makes the missing examples in the background of a serving process, after a delay: in a child process
 * (`orator showcase`) at the lowest priority, so the engines' memory is given back to the system when it ends
 * and a server left idle holds no more than before. A failure is logged, never thrown; `stop` waits for the example
 * under way.
 */
export function startShowcase(ctx: AppContext): { stop(): Promise<void> } {
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const timer = setTimeout(() => {
    // The same runtime, loader flags and entry point as this process: tsx in development, dist/main.js compiled.
    child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, 'showcase'], {
      env: process.env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const running = child;
    exited = new Promise((resolve) =>
      running.once('exit', (code, signal) => {
        if (code !== 0 && signal !== 'SIGTERM') ctx.log.warn({ code, signal }, 'showcase examples not made');
        resolve();
      }),
    );
    running.once('error', (error) => ctx.log.warn({ err: error }, 'showcase examples not made'));
    try {
      if (running.pid !== undefined) os.setPriority(running.pid, LOWEST_PRIORITY);
    } catch (error) {
      ctx.log.debug({ err: error }, 'showcase priority not lowered');
    }
  }, START_DELAY_MS);
  return {
    async stop() {
      clearTimeout(timer);
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
