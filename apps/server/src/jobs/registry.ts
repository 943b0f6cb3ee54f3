import type { AppContext } from '../platform/context';
import { extractSubtitles, failStalledSubtitles } from '../modules/audio-subtitle/extract-subtitles.job';
import { analyzePhoto } from '../modules/avatar/analyze-photo.job';
import { failStalledAiPhotos, generateAiPhotos } from '../modules/ai-photo/generate-photos.job';
import { failStalledAiModels, generateAiModel } from '../modules/ai-model/generate-ai-model.job';
import { failStalledVideoGens, renderVideoGen } from '../modules/image-to-video/render-video-gen.job';
import { analyseFaceSwapVideo } from '../modules/face-swap/analyse-face-video.job';
import { checkFaceSwapFace } from '../modules/face-swap/check-face.job';
import { failStalledFaceSwaps, renderFaceSwap } from '../modules/face-swap/render-face-swap.job';
import { failStalledSubtitleRemovals, removeSubtitles } from '../modules/subtitle-remover/remove-subtitles.job';
import { failStalledDubbings, synthesizeDubbing } from '../modules/dubbing/synthesize-dubbing.job';
import { failStalledSlideImports, importSlideDeck } from '../modules/slides/import-slides.job';
import { renderVideo } from '../modules/video-task/render-video.job';
import { failStalledTasks } from '../modules/video-task/stalled-tasks.job';
import { changeVoiceJob } from '../modules/voice-changer/change-voice.job';
import { analyseTranslationVideo } from '../modules/video-translation/analyse-video.job';
import { failStalledTranslations, renderTranslation } from '../modules/video-translation/render-translation.job';
import { trackTranslationFaces } from '../modules/video-translation/speaker-faces.job';
import { transcribeTranslationVideo } from '../modules/video-translation/transcribe-video.job';
import { reviewAvatarClone, sweepAvatarClones, synthesizeAvatarClone } from '../modules/avatar-clone/avatar-clone.jobs';
import { expireVoiceClones, reviewVoiceClone, synthesizeVoiceClone } from '../modules/voice-clone/voice-clone.jobs';
import { expireSubscriptions } from './expire-subscriptions.job';
import { purgeExpired } from './purge-expired.job';

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
};

export const jobHandlers: JobHandlers = {
  'maintenance.purge-expired': purgeExpired,
  'money.expire-subscriptions': expireSubscriptions,
  'video.render': renderVideo,
  'video.fail-stalled': failStalledTasks,
  'avatar.analyze-photo': analyzePhoto,
  'dubbing.synthesize': synthesizeDubbing,
  'dubbing.fail-stalled': failStalledDubbings,
  'subtitle.extract': extractSubtitles,
  'subtitle.fail-stalled': failStalledSubtitles,
  'voiceClone.review': reviewVoiceClone,
  'voiceClone.synthesize': synthesizeVoiceClone,
  'voiceClone.expire': expireVoiceClones,
  'avatarClone.review': reviewAvatarClone,
  'avatarClone.synthesize': synthesizeAvatarClone,
  'avatarClone.sweep': sweepAvatarClones,
  'voice.change': changeVoiceJob,
  'slides.import': importSlideDeck,
  'slides.fail-stalled': failStalledSlideImports,
  'videoTranslation.analyse': analyseTranslationVideo,
  'videoTranslation.transcribe': transcribeTranslationVideo,
  'videoTranslation.faces': trackTranslationFaces,
  'videoTranslation.render': renderTranslation,
  'videoTranslation.fail-stalled': failStalledTranslations,
  'aiPhoto.generate': generateAiPhotos,
  'aiPhoto.fail-stalled': failStalledAiPhotos,
  'aiModel.generate': generateAiModel,
  'aiModel.fail-stalled': failStalledAiModels,
  'videoGen.render': renderVideoGen,
  'videoGen.fail-stalled': failStalledVideoGens,
  'faceSwap.checkFace': checkFaceSwapFace,
  'faceSwap.analyse': analyseFaceSwapVideo,
  'faceSwap.render': renderFaceSwap,
  'faceSwap.fail-stalled': failStalledFaceSwaps,
  'subtitleRemover.erase': removeSubtitles,
  'subtitleRemover.fail-stalled': failStalledSubtitleRemovals,
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
