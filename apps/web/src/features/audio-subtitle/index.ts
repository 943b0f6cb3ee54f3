/** Subtitles from audio, shown as a tab of the dubbing screen (/dubbing?tab=audioToSubtitle). */
export { AudioSubtitleTool } from './components/audio-subtitle-tool';
/** The same engines and line editing, reused by the create page for videos narrated from uploaded audio. */
export { CueRow } from './components/cue-row';
export { cueProblem, withoutEmptyLines } from './cue-rules';
export { useSupportLanguages } from './api/get-support-languages';
export { useSubmitAudioSubtitle } from './api/submit-audio-subtitle';
export { useAudioSubtitle } from './api/get-audio-subtitle';
