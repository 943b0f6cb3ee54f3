/*
 * The job layer as plain data: names, payloads and schedules. The queue imports only this file; each process builds
 * its name-to-handler table where it starts (main.ts) and hands it to the queue, so nothing here reaches a module.
 */

/** Every job the queue knows, with its payload type. One handler per name, checked at boot. */
export interface JobPayloads {
  'maintenance.purge-expired': Record<string, never>;
  'money.expire-subscriptions': Record<string, never>;
  'video.render': { taskId: number };
  'video.fail-stalled': Record<string, never>;
  'avatar.analyze-photo': { photoId: number };
  'dubbing.synthesize': { taskId: number };
  'dubbing.fail-stalled': Record<string, never>;
  'subtitle.extract': { taskId: number };
  'subtitle.fail-stalled': Record<string, never>;
  'voiceClone.review': { cloneId: number };
  'voiceClone.synthesize': { cloneId: number };
  'voiceClone.expire': Record<string, never>;
  'avatarClone.review': { cloneId: number };
  'avatarClone.synthesize': { cloneId: number };
  'avatarClone.sweep': Record<string, never>;
  'voice.change': { taskId: number };
  'slides.import': { importId: number };
  'slides.fail-stalled': Record<string, never>;
  'videoTranslation.analyse': { taskId: number };
  'videoTranslation.transcribe': { taskId: number };
  'videoTranslation.faces': { taskId: number };
  'videoTranslation.render': { taskId: number };
  'videoTranslation.fail-stalled': Record<string, never>;
  'aiPhoto.generate': { taskId: number };
  'aiPhoto.fail-stalled': Record<string, never>;
  'aiModel.generate': { taskId: number };
  'aiModel.fail-stalled': Record<string, never>;
  'videoGen.render': { taskId: number };
  'videoGen.fail-stalled': Record<string, never>;
  'faceSwap.checkFace': { faceId: number };
  'faceSwap.analyse': { taskId: number };
  'faceSwap.render': { taskId: number };
  'faceSwap.fail-stalled': Record<string, never>;
  'subtitleRemover.erase': { taskId: number };
  'subtitleRemover.fail-stalled': Record<string, never>;
  'lipSync.render': { taskId: number };
  'lipSync.fail-stalled': Record<string, never>;
}
export type JobName = keyof JobPayloads;

export type JobHandler<N extends JobName, Ctx> = (data: JobPayloads[N], ctx: Ctx) => Promise<void>;
/** How a process loads each job's handler: on the first job of that name, so a worker loads only what it runs. */
export type JobHandlerLoaders<Ctx> = { [N in JobName]: () => Promise<JobHandler<N, Ctx>> };

export const JOB_NAMES = [
  'maintenance.purge-expired',
  'money.expire-subscriptions',
  'video.render',
  'video.fail-stalled',
  'avatar.analyze-photo',
  'dubbing.synthesize',
  'dubbing.fail-stalled',
  'subtitle.extract',
  'subtitle.fail-stalled',
  'voiceClone.review',
  'voiceClone.synthesize',
  'voiceClone.expire',
  'avatarClone.review',
  'avatarClone.synthesize',
  'avatarClone.sweep',
  'voice.change',
  'slides.import',
  'slides.fail-stalled',
  'videoTranslation.analyse',
  'videoTranslation.transcribe',
  'videoTranslation.faces',
  'videoTranslation.render',
  'videoTranslation.fail-stalled',
  'aiPhoto.generate',
  'aiPhoto.fail-stalled',
  'aiModel.generate',
  'aiModel.fail-stalled',
  'videoGen.render',
  'videoGen.fail-stalled',
  'faceSwap.checkFace',
  'faceSwap.analyse',
  'faceSwap.render',
  'faceSwap.fail-stalled',
  'subtitleRemover.erase',
  'subtitleRemover.fail-stalled',
  'lipSync.render',
  'lipSync.fail-stalled',
] as const satisfies readonly JobName[];

/** Cron schedules (UTC) for the jobs that run by themselves. */
export const JOB_SCHEDULES: Partial<Record<JobName, string>> = {
  'maintenance.purge-expired': '17 * * * *',
  'money.expire-subscriptions': '23 * * * *',
  'video.fail-stalled': '*/10 * * * *',
  'subtitle.fail-stalled': '*/10 * * * *',
  'dubbing.fail-stalled': '*/10 * * * *',
  'voiceClone.expire': '41 * * * *',
  'avatarClone.sweep': '*/10 * * * *',
  'slides.fail-stalled': '*/10 * * * *',
  'videoTranslation.fail-stalled': '*/10 * * * *',
  'aiPhoto.fail-stalled': '*/10 * * * *',
  'aiModel.fail-stalled': '*/10 * * * *',
  'videoGen.fail-stalled': '*/10 * * * *',
  'faceSwap.fail-stalled': '*/10 * * * *',
  'subtitleRemover.fail-stalled': '*/10 * * * *',
  'lipSync.fail-stalled': '*/10 * * * *',
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
