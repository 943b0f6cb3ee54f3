import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('scale-out settings', () => {
  it('keep one process running everything, with pg-boss’s own timings, when nothing is set', () => {
    const config = loadConfig({});
    expect(config.embeddedWorker).toBe(true);
    expect(config.workerHealthPort).toBeUndefined();
    expect(config.queue).toEqual({ expireSeconds: 900, maintenanceSeconds: 120, shutdownGraceSeconds: 10 });
  });

  it('read the API-only switch, the worker health port and the queue timings', () => {
    const config = loadConfig({
      EMBEDDED_WORKER: 'false',
      WORKER_HEALTH_PORT: '8081',
      JOB_EXPIRE_SECONDS: '30',
      QUEUE_MAINTENANCE_SECONDS: '2',
      SHUTDOWN_GRACE_SECONDS: '50',
    });
    expect(config.embeddedWorker).toBe(false);
    expect(config.workerHealthPort).toBe(8081);
    expect(config.queue).toEqual({ expireSeconds: 30, maintenanceSeconds: 2, shutdownGraceSeconds: 50 });
  });

  it('refuse an expiry of zero, which would lose every job at once', () => {
    expect(() => loadConfig({ JOB_EXPIRE_SECONDS: '0' })).toThrow();
  });
});
