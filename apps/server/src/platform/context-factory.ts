import path from 'node:path';
import { pino, type Logger } from 'pino';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db';
import { createEventBus } from './event-bus';
import { createMailer } from './mail';
import { createQueue } from './queue';
import { createSmsSender } from './sms';
import { createStorage } from './storage/index';

export function createLogger(config: Pick<AppConfig, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    redact: ['req.headers.aigctoken', 'req.headers.apitoken', 'req.headers.cookie'],
  });
}

/** Opens the database (migrated), storage, mail, SMS and the queue for one process. */
export async function createContext(
  config: AppConfig,
  options: { log?: Logger; createQueues: boolean; inMemory?: boolean; pgliteTemplate?: Blob },
): Promise<AppContext> {
  const log = options.log ?? createLogger(config);
  const dataDir = options.inMemory ? undefined : path.join(config.dataDir, 'db');
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir,
    pgliteTemplate: options.pgliteTemplate,
    log,
  });
  try {
    await database.migrate();
    const queue = await createQueue(database, log, { createQueues: options.createQueues, settings: config.queue });
    return {
      config,
      database,
      queue,
      events: createEventBus(database, log),
      log,
      storage: await createStorage(config),
      mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log }),
      sms: createSmsSender({ dataDir: config.dataDir, log }),
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

export async function closeContext(ctx: AppContext) {
  await ctx.queue.stop();
  await ctx.events.close();
  await ctx.database.close();
}
