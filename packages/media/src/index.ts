/**
 * Offline media engines (speech, avatar frames, composition, face, cutout, ...): pure functions over
 * files and buffers, with no HTTP, database or users.
 */
export * from './ffmpeg';
export * from './timeline';
export * from './audio/pcm';
export * from './audio/wav';
export * from './audio/pitch';
export * from './avatar/rig';
export * from './rig-sprite';
export * from './avatar/stock-traits';
export * from './avatar/stock-catalogue';
export * from './avatar/stock-svg';
export * from './avatar/stock-rig';
export * from './avatar/sprite';

export * from './tts/engine';
export * from './tts/errors';
export * from './tts/espeak';
export * from './tts/espeak-runtime';
export * from './tts/catalogue';
export * from './tts/sample-texts';
export * from './tts/pause';
export * from './tts/script-text';
export * from './tts/script';
export { speechThreadCount, speechThreads, type SpeechThreads } from './tts/espeak-pool';
export * from './tts/long-script';
export * from './tts/dubbing';
export * from './tts/subtitle-recut';
export * from './audio/mp3';
export * from './audio/wav-stream';
export * from './tts/script-stream';
export * from './tts/preview-loudness';
export * from './tts/http-engine';
export * from './tts/composite-engine';

export { detectFaces } from './face/detector';
export type { DetectedFace, FaceGroups } from './face/detector';
export type { Point } from './face/geometry';
export {
  validatePortrait,
  PORTRAIT_LIMITS,
  PORTRAIT_ERROR_CODES,
  PortraitRejectedError,
} from './face/validate-portrait';
export type { PortraitCheck, PortraitErrorCode, PortraitImage, PortraitFormat } from './face/validate-portrait';
export { createPhotoRig } from './face/photo-rig';
export type { PhotoRigOptions } from './face/photo-rig';

export * from './audio/envelope';
export * from './lipsync/mouth-track';
export * from './lipsync/blinks';
export * from './lipsync-engine/lipsync-engine';
export * from './lipsync-engine/http-lipsync-engine';
export * from './fonts/subtitle-fonts';
export { MUSIC_CATEGORIES, MUSIC_TRACKS, type MusicCategoryId, type MusicTrack } from './music/catalogue';
export { renderMusicTrack, synthesizeMusicTrack } from './music/render-music';
export * from './compose/types';
export { renderAvatarVideo, VIDEO_FILE, THUMBNAIL_FILE } from './compose/render-avatar-video';
export { clonedPresenter, type CloneSource } from './compose/clone-layer';
export { canvasSize, defaultPlacement } from './compose/layout';
export * from './subtitles/subtitle-file';
export * from './transcribe/index';
export * from './audio/audio-input';
export * from './voice-changer/presets';
export * from './voice-changer/change-voice';
export * from './voice-clone/inspect-sample';
export * from './voice-clone/analyse-voice';
export * from './voice-clone/voice-distance';
export * from './voice-clone/clone-profile';
export * from './voice-clone/cloning-engine';
export * from './voice-clone/clone-engine';
export * from './voice-clone/http-clone-engine';
export * from './tts/festival';
export * from './tts/flite';
export { SpeechProgramError } from './tts/speech-process';
export * from './tts/voice-quality';
export * from './tts/catalogue-engine';
export * from './clone-video/index';
export * from './slides-video/index';
export * from './slides/index';
export * from './dub-fit/index';
export { trimSilence } from './tts/trim';
export { resample } from './voice-clone/dsp';
export * from './separation/voice-separation-engine';
export * from './separation/reduce-voice';
export * from './separation/offline-separation-engine';
export * from './separation/http-separation-engine';
export * from './translate/index';
export * from './copy/index';
export * from './video-translate/index';

export { cutOut, cutoutPng, type Cutout, type CutOutOptions } from './cutout/cut-out';
export { composeCutout, hasSubject, type CutoutBackdrop, type ComposedImage } from './cutout/compose-cutout';
export { SCENE_NAMES, renderScene, type SceneName } from './cutout/scenes';
export { segmentationSession } from './cutout/segmentation-model';
export {
  PRODUCT_SCENE_NAMES,
  PRODUCT_SCENES,
  pickProductScenes,
  productKeywords,
  type KeywordLocale,
  type ProductScene,
  type ProductSceneName,
  type SceneLight,
} from './product-photo/product-scenes';
export { renderProductScene } from './product-photo/render-product-scene';
export type { ProductPlacement } from './product-photo/place-product';
export {
  composeProductPhotos,
  composeProductVariant,
  trimProduct,
  NoProductFoundError,
  DEFAULT_PRODUCT_PHOTO,
  type ProductPhoto,
  type ProductPhotoRequest,
  type ProductCutout,
  type ComposedProductVariant,
} from './product-photo/compose-product-photo';
export * from './image-engine/image-engine';
export * from './image-engine/offline-image-engine';
export * from './image-engine/http-image-engine';
export * from './image-to-video/video-engine';
export { CAMERA_MOVES, type CameraMove } from './image-to-video/camera';
export { offlineVideoEngine } from './image-to-video/offline-video-engine';
export { renderTextToVideo, type TextVideoRequest } from './image-to-video/text-to-video';
export * from './image-to-video/http-video-engine';
export * from './try-on/try-on-engine';
export { createOfflineTryOnEngine, OFFLINE_TRY_ON_KINDS } from './try-on/offline-try-on-engine';
export { createHttpTryOnEngine, type HttpTryOnEngineConfig } from './try-on/http-try-on-engine';
export { openStockModelPack, STOCK_MODELS_MANIFEST, type StockModel, type StockModelPack } from './try-on/stock-models';
export * from './face-swap/face-swap-engine';
export { analyseFaceVideo } from './face-swap/analyse-video';
export { checkFacePhoto, FACE_PHOTO_LIMITS } from './face-swap/check-face-photo';
export { createHttpFaceSwapEngine, type HttpFaceSwapEngineConfig } from './face-swap/http-face-swap-engine';
export { createOfflineFaceSwapEngine } from './face-swap/offline-face-swap-engine';
export * from './subtitle-remover/subtitle-remover-engine';
export { createOfflineSubtitleRemover } from './subtitle-remover/offline-subtitle-remover';
export { suggestSubtitleBand } from './subtitle-remover/suggest-band';
export { createHttpSubtitleRemover, type HttpSubtitleRemoverConfig } from './subtitle-remover/http-subtitle-remover';
