import type { AppContext } from '../../platform/context';
import { servicesFor } from '../services';
import { failTask } from './render-video.job';

/** Longer than any render takes: a task still generating after this lost its worker for good. */
const STALLED_AFTER_MS = 2 * 60 * 60 * 1000;

/**
 * A worker killed on its last attempt leaves its task generating for ever; this gives such tasks up,
 * so the user sees the failure and gets the K-coins back.
 */
export async function failStalledTasks(_data: Record<string, never>, ctx: AppContext): Promise<void> {
  const services = servicesFor(ctx);
  const stalled = await services.taskRepo.stalled(new Date(Date.now() - STALLED_AFTER_MS));
  for (const task of stalled) await failTask(task, services);
}
