import type { Logger } from 'pino';
import type { AppConfig } from './config';
import type { Database } from './db';
import type { EventBus } from './event-bus';
import type { Mailer } from './mail';
import type { Queue } from './queue';
import type { SmsSender } from './sms';
import type { Storage } from './storage/index';

/** Everything a service or job needs from the platform, built once per process. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  storage: Storage;
  mailer: Mailer;
  sms: SmsSender;
  queue: Queue;
  /** Task changes on their way to the owner's open pages, from any process. */
  events: EventBus;
  log: Logger;
}
