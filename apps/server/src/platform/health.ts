import http from 'node:http';
import type { AppContext } from './context';

/** Each dependency answers on its own, so one failure does not hide the state of the others. */
export async function checkHealth(ctx: Pick<AppContext, 'database' | 'storage' | 'queue'>) {
  const check = async (probe: () => Promise<void>) =>
    probe().then(
      () => 'ok' as const,
      () => 'error' as const,
    );
  const [database, queue, storage] = await Promise.all([
    check(() => ctx.database.ping()),
    check(() => ctx.queue.ping()),
    check(() => ctx.storage.ping()),
  ]);
  return {
    status: database === 'ok' && queue === 'ok' && storage === 'ok' ? ('ok' as const) : ('degraded' as const),
    database: { status: database, kind: ctx.database.kind },
    queue: { status: queue },
    storage: { status: storage, kind: ctx.storage.kind },
  };
}

/**
 * A worker has no API to ask: this answers GET /health with the same probes as the API's health, 200 when all
 * answer and 503 otherwise, and 503 `stopping` from the moment the worker starts its shutdown.
 */
export async function startHealthServer(
  ctx: Pick<AppContext, 'database' | 'storage' | 'queue'>,
  options: { port: number; host: string; isStopping: () => boolean },
): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/health') {
      res.writeHead(404).end();
      return;
    }
    const answer = options.isStopping() ? Promise.resolve({ status: 'stopping' as const }) : checkHealth(ctx);
    void answer.then((health) => {
      res.writeHead(health.status === 'ok' ? 200 : 503, { 'content-type': 'application/json' });
      res.end(JSON.stringify(health));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}
