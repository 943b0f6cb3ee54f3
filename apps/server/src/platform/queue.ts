import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { QueueSettings } from './config';
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
  /**
   * Takes no new jobs, lets running ones finish within the grace period, then hands the rest back to the queue
   * as failed attempts, which another process retries.
   */
  stop(): Promise<void>;
}

/** pg-boss on the app's own database: PostgreSQL by connection string, PGlite through its SQL adapter. */
export async function createQueue(
  database: Database,
  log: Logger,
  options: { createQueues: boolean; settings: QueueSettings },
): Promise<Queue> {
  const { settings } = options;
  // The expiry is stamped on each job when it is sent; the maintenance runs in whichever process gets to it first.
  const timing = {
    expireInSeconds: settings.expireSeconds,
    maintenanceIntervalSeconds: settings.maintenanceSeconds,
  };
  const boss = database.connectionString
    ? new PgBoss({ connectionString: database.connectionString, max: 4, ...timing })
    : new PgBoss({ db: { executeSql: database.executeSql }, ...timing });
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
            // The payload (task ids) tells which process ran which task when several share the queue.
            log.info({ job: name, id: job.id, data: job.data }, 'job started');
            await run(job.data as JobPayloads[JobName], ctx);
            log.info({ job: name, id: job.id }, 'job done');
          }
        });
      }
    },
    ping: async () => {
      await boss.getQueues();
    },
    stop: () => boss.stop({ graceful: true, timeout: settings.shutdownGraceSeconds * 1000 }),
  };
}
