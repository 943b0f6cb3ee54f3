import type { AppContext } from '../platform/context';
import { analyzePhoto } from '../modules/avatar/analyze-photo.job';
import { renderVideo } from '../modules/video-task/render-video.job';
import { failStalledTasks } from '../modules/video-task/stalled-tasks.job';
import { expireSubscriptions } from './expire-subscriptions.job';
import { purgeExpired } from './purge-expired.job';

/** Every job the queue knows, with its payload type. One handler per name, checked at boot. */
export interface JobPayloads {
  'maintenance.purge-expired': Record<string, never>;
  'money.expire-subscriptions': Record<string, never>;
  'video.render': { taskId: number };
  'video.fail-stalled': Record<string, never>;
  'avatar.analyze-photo': { photoId: number };
}
export type JobName = keyof JobPayloads;

export type JobHandler<N extends JobName> = (data: JobPayloads[N], ctx: AppContext) => Promise<void>;
export type JobHandlers = { [N in JobName]: JobHandler<N> };

export const JOB_NAMES = [
  'maintenance.purge-expired',
  'money.expire-subscriptions',
  'video.render',
  'video.fail-stalled',
  'avatar.analyze-photo',
] as const satisfies readonly JobName[];

/** Cron schedules (UTC) for the jobs that run by themselves. */
export const JOB_SCHEDULES: Partial<Record<JobName, string>> = {
  'maintenance.purge-expired': '17 * * * *',
  'money.expire-subscriptions': '23 * * * *',
  'video.fail-stalled': '*/10 * * * *',
};

export const jobHandlers: JobHandlers = {
  'maintenance.purge-expired': purgeExpired,
  'money.expire-subscriptions': expireSubscriptions,
  'video.render': renderVideo,
  'video.fail-stalled': failStalledTasks,
  'avatar.analyze-photo': analyzePhoto,
};

/** Refuses to boot a worker whose handler table and job list disagree. */
export function assertJobHandlers(handlers: Record<string, unknown>, names: readonly string[] = JOB_NAMES) {
  const missing = names.filter((name) => typeof handlers[name] !== 'function');
  const unknown = Object.keys(handlers).filter((name) => !names.includes(name));
  if (missing.length || unknown.length) {
    throw new Error(
      `job handlers do not match the job list: missing [${missing.join(', ')}], unknown [${unknown.join(', ')}]`,
    );
  }
}
