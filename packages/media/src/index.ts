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
export * from './fonts/subtitle-fonts';
export { MUSIC_CATEGORIES, MUSIC_TRACKS, type MusicCategoryId, type MusicTrack } from './music/catalogue';
export { renderMusicTrack, synthesizeMusicTrack } from './music/render-music';
export * from './compose/types';
export { renderAvatarVideo, VIDEO_FILE, THUMBNAIL_FILE } from './compose/render-avatar-video';
export { canvasSize, defaultPlacement } from './compose/layout';
export * from './subtitles/subtitle-file';
