import type { AppContext } from '../platform/context';
import type { JobHandlerLoaders } from './job-names';

/** The handler of every job, imported on first use: a process that never runs a job never loads its engines. */
export const jobHandlers: JobHandlerLoaders<AppContext> = {
  'maintenance.purge-expired': async () => (await import('./purge-expired.job')).purgeExpired,
  'money.expire-subscriptions': async () => (await import('./expire-subscriptions.job')).expireSubscriptions,
  'video.render': async () => (await import('../modules/video-task/render-video.job')).renderVideo,
  'video.fail-stalled': async () => (await import('../modules/video-task/stalled-tasks.job')).failStalledTasks,
  'avatar.analyze-photo': async () => (await import('../modules/avatar/analyze-photo.job')).analyzePhoto,
  'dubbing.synthesize': async () => (await import('../modules/dubbing/synthesize-dubbing.job')).synthesizeDubbing,
  'dubbing.fail-stalled': async () => (await import('../modules/dubbing/synthesize-dubbing.job')).failStalledDubbings,
  'subtitle.extract': async () => (await import('../modules/audio-subtitle/extract-subtitles.job')).extractSubtitles,
  'subtitle.fail-stalled': async () =>
    (await import('../modules/audio-subtitle/extract-subtitles.job')).failStalledSubtitles,
  'voiceClone.review': async () => (await import('../modules/voice-clone/voice-clone.jobs')).reviewVoiceClone,
  'voiceClone.synthesize': async () => (await import('../modules/voice-clone/voice-clone.jobs')).synthesizeVoiceClone,
  'voiceClone.expire': async () => (await import('../modules/voice-clone/voice-clone.jobs')).expireVoiceClones,
  'avatarClone.review': async () => (await import('../modules/avatar-clone/avatar-clone.jobs')).reviewAvatarClone,
  'avatarClone.synthesize': async () =>
    (await import('../modules/avatar-clone/avatar-clone.jobs')).synthesizeAvatarClone,
  'avatarClone.sweep': async () => (await import('../modules/avatar-clone/avatar-clone.jobs')).sweepAvatarClones,
  'voice.change': async () => (await import('../modules/voice-changer/change-voice.job')).changeVoiceJob,
  'slides.import': async () => (await import('../modules/slides/import-slides.job')).importSlideDeck,
  'slides.fail-stalled': async () => (await import('../modules/slides/import-slides.job')).failStalledSlideImports,
  'videoTranslation.analyse': async () =>
    (await import('../modules/video-translation/analyse-video.job')).analyseTranslationVideo,
  'videoTranslation.transcribe': async () =>
    (await import('../modules/video-translation/transcribe-video.job')).transcribeTranslationVideo,
  'videoTranslation.faces': async () =>
    (await import('../modules/video-translation/speaker-faces.job')).trackTranslationFaces,
  'videoTranslation.render': async () =>
    (await import('../modules/video-translation/render-translation.job')).renderTranslation,
  'videoTranslation.fail-stalled': async () =>
    (await import('../modules/video-translation/render-translation.job')).failStalledTranslations,
  'aiPhoto.generate': async () => (await import('../modules/ai-photo/generate-photos.job')).generateAiPhotos,
  'aiPhoto.fail-stalled': async () => (await import('../modules/ai-photo/generate-photos.job')).failStalledAiPhotos,
  'aiModel.generate': async () => (await import('../modules/ai-model/generate-ai-model.job')).generateAiModel,
  'aiModel.fail-stalled': async () => (await import('../modules/ai-model/generate-ai-model.job')).failStalledAiModels,
  'videoGen.render': async () => (await import('../modules/image-to-video/render-video-gen.job')).renderVideoGen,
  'videoGen.fail-stalled': async () =>
    (await import('../modules/image-to-video/render-video-gen.job')).failStalledVideoGens,
  'faceSwap.checkFace': async () => (await import('../modules/face-swap/check-face.job')).checkFaceSwapFace,
  'faceSwap.analyse': async () => (await import('../modules/face-swap/analyse-face-video.job')).analyseFaceSwapVideo,
  'faceSwap.render': async () => (await import('../modules/face-swap/render-face-swap.job')).renderFaceSwap,
  'faceSwap.fail-stalled': async () => (await import('../modules/face-swap/render-face-swap.job')).failStalledFaceSwaps,
  'subtitleRemover.erase': async () =>
    (await import('../modules/subtitle-remover/remove-subtitles.job')).removeSubtitles,
  'subtitleRemover.fail-stalled': async () =>
    (await import('../modules/subtitle-remover/remove-subtitles.job')).failStalledSubtitleRemovals,
  'lipSync.render': async () => (await import('../modules/lip-sync/render-lip-sync.job')).renderLipSync,
  'lipSync.fail-stalled': async () => (await import('../modules/lip-sync/render-lip-sync.job')).failStalledLipSyncs,
};
