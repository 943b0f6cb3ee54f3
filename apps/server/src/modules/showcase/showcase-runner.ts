import type { AppContext } from '../../platform/context';
import { servicesFor } from '../services';
import { createShowcaseService, type ShowcaseService } from './showcase.service';

/** After start-up: the first visitors, the migrations' aftermath and queued jobs come first. */
const START_DELAY_MS = 20_000;
/** Between two examples, so requests and jobs waiting on the CPU get it. */
const PAUSE_MS = 2_000;

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
 * Makes the missing examples in the background of a serving process: after a delay, one at a time with pauses, never
 * in the way of start-up or requests; a failure is logged, never thrown. `stop` waits for the example under way.
 */
export function startShowcase(ctx: AppContext, options: { delayMs?: number } = {}): { stop(): Promise<void> } {
  let isStopping = false;
  const waits = new Set<() => void>();
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      if (isStopping) return resolve();
      const done = () => {
        clearTimeout(timer);
        waits.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waits.add(done);
    });
  const running = (async () => {
    await wait(options.delayMs ?? START_DELAY_MS);
    if (isStopping) return;
    const result = await showcaseFor(ctx).makeMissing({ shouldStop: () => isStopping, pause: () => wait(PAUSE_MS) });
    if (result.made || result.failed) ctx.log.info(result, 'showcase examples made');
  })().catch((error: unknown) => ctx.log.warn({ err: error }, 'showcase examples not made'));
  return {
    async stop() {
      isStopping = true;
      for (const done of [...waits]) done();
      await running;
    },
  };
}
