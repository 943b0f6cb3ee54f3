export * from './probe-video';
export * from './sentences';
export * from './face-track';
export { translationSubtitles, type SubtitleLine } from './bilingual-subtitles';
export {
  renderTranslatedVideo,
  type TranslatedVideoInput,
  type TranslatedVideoResult,
} from './render-translated-video';
