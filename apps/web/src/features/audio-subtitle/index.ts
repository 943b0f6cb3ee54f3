/** Subtitles from audio, shown as a tab of the dubbing screen (/dubbing?tab=audioToSubtitle). */
export { AudioSubtitleTool } from './components/audio-subtitle-tool';
