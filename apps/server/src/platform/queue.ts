import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from './db';
import {
  JOB_NAMES,
  JOB_SCHEDULES,
  assertJobHandlers,
  type JobHandler,
  type JobHandlerLoaders,
  type JobName,
  type JobPayloads,
} from '../jobs/job-names';

export interface Queue {
  send<N extends JobName>(
    name: N,
    data: JobPayloads[N],
    options?: { singletonKey?: string; priority?: number },
  ): Promise<string | null>;
  /** Runs the handlers in this process; any number of processes may do so. */
  work<Ctx>(handlers: JobHandlerLoaders<Ctx>, ctx: Ctx): Promise<void>;
  ping(): Promise<void>;
  stop(): Promise<void>;
}

/** pg-boss on the app's own database: PostgreSQL by connection string, PGlite through its SQL adapter. */
export async function createQueue(database: Database, log: Logger, options: { createQueues: boolean }): Promise<Queue> {
  const boss = database.connectionString
    ? new PgBoss({ connectionString: database.connectionString, max: 4 })
    : new PgBoss({ db: { executeSql: database.executeSql } });
  boss.on('error', (error) => log.error({ err: error }, 'queue error'));
  await boss.start();
  // Only the API creates queues and schedules: concurrent createQueue from many workers can deadlock.
  if (options.createQueues) {
    for (const name of JOB_NAMES) {
      if (!(await boss.getQueue(name))) await boss.createQueue(name);
    }
    for (const [name, cron] of Object.entries(JOB_SCHEDULES)) await boss.schedule(name, cron);
  }
  return {
    send: (name, data, sendOptions) => boss.send(name, data, { retryLimit: 3, retryBackoff: true, ...sendOptions }),
    async work<Ctx>(handlers: JobHandlerLoaders<Ctx>, ctx: Ctx) {
      assertJobHandlers(handlers);
      for (const name of JOB_NAMES) {
        const load = handlers[name] as () => Promise<JobHandler<JobName, Ctx>>;
        let handler: Promise<JobHandler<JobName, Ctx>> | undefined;
        await boss.work(name, async (jobs) => {
          handler ??= load();
          const run = await handler;
          for (const job of jobs) {
            log.info({ job: name, id: job.id }, 'job started');
            await run(job.data as JobPayloads[JobName], ctx);
          }
        });
      }
    },
    ping: async () => {
      await boss.getQueues();
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
