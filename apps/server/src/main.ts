import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from './app';
import { users } from './db/schema/index';
import { seed } from './db/seed';
import { jobHandlers } from './jobs/registry';
import { checkPayments } from './modules/money/payment-mode';
import { loadConfig } from './platform/config';
import { closeContext, createContext, createLogger } from './platform/context-factory';
import { openDatabase } from './platform/db';
import { startHealthServer } from './platform/health';
import { makeShowcase, startShowcase } from './modules/showcase/showcase-runner';

const USAGE = 'usage: orator <serve|worker|migrate|seed|admin EMAIL|showcase>';

async function serve() {
  const config = loadConfig();
  checkPayments(config, (message) => console.warn(`\n${message}\n`));
  const ctx = await createContext(config, { createQueues: true });
  await seed(ctx.database.db);
  if (config.embeddedWorker) await ctx.queue.work(jobHandlers, ctx);
  const app = await buildApp(ctx);
  // The public pages' examples, made once per installation in the background once the server has started
  // (docs/public-pages.md).
  const showcase = startShowcase(ctx);
  onShutdown(ctx.log, async () => {
    // Requests under way are answered first; then running jobs get the grace period (docs/deployment.md).
    await app.close();
    await showcase.stop();
    await closeContext(ctx);
  });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://localhost:${port}`;
  console.log(`\nOrator is running: ${url}/ai/  (API ${url}/api, docs ${url}/api/docs)\n`);
}

/** A worker only makes sense against PostgreSQL: PGlite's data folder belongs to one process. */
async function worker() {
  const config = loadConfig();
  if (!config.databaseUrl)
    throw new Error('`orator worker` needs DATABASE_URL; `orator serve` runs an embedded worker');
  const ctx = await createContext(config, { createQueues: false });
  let isStopping = false;
  const health =
    config.workerHealthPort === undefined
      ? undefined
      : await startHealthServer(ctx, {
          port: config.workerHealthPort,
          host: config.host,
          isStopping: () => isStopping,
        });
  await ctx.queue.work(jobHandlers, ctx);
  onShutdown(ctx.log, async () => {
    isStopping = true;
    await closeContext(ctx);
    await new Promise((resolve) => (health ? health.close(resolve) : resolve(undefined)));
  });
  ctx.log.info({ pid: process.pid, healthPort: config.workerHealthPort }, 'worker started');
}

async function migrate(andSeed: boolean) {
  const config = loadConfig();
  const log = createLogger(config);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
  try {
    await database.migrate();
    if (andSeed) await seed(database.db);
    log.info({ database: database.kind }, andSeed ? 'migrated and seeded' : 'migrated');
  } finally {
    await database.close();
  }
}

/** Gives an existing account the operator role (redemption codes, reviews of clone tasks). */
async function promoteAdmin(email: string | undefined) {
  if (!email) throw new Error('usage: orator admin <email>');
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
  try {
    await database.migrate();
    const updated = await database.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.email, email.toLowerCase()))
      .returning({ id: users.id });
    if (updated.length === 0) throw new Error(`no account uses ${email}`);
    console.log(`${email} is now an operator`);
  } finally {
    await database.close();
  }
}

function onShutdown(log: { info(details: object, message: string): void }, close: () => Promise<void>) {
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      log.info({ signal, pid: process.pid }, 'shutting down');
      close().then(
        () => {
          log.info({ pid: process.pid }, 'stopped');
          process.exit(0);
        },
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}

const commands: Record<string, () => Promise<void>> = {
  serve,
  worker,
  migrate: () => migrate(false),
  seed: () => migrate(true),
  admin: () => promoteAdmin(process.argv[3]),
  showcase: async () => {
    const config = loadConfig();
    await makeShowcase(config, createLogger(config));
    // The speech threads would keep the process for their idle time; its work is done (pino writes synchronously).
    process.exit(0);
  },
};

const command = commands[process.argv[2] ?? 'serve'];
if (!command) {
  console.error(USAGE);
  process.exit(2);
}
command().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
