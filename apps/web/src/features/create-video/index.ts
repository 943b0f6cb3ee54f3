/** Route pages of the avatar video studio (SPEC 2 /create), loaded on first visit. */
export const createVideoPages = {
  create: () => import('./pages/create-page'),
};

/** The studio's parts that other video editors (the slides studio) compose into their own page. */
export { useTaskPermission } from './api/get-task-permission';
export { useVoices } from './api/get-voices';
export { PauseInserter } from './components/pause-inserter';
export { SampleAudio } from './components/sample-audio';
export { insertPause } from './components/script-rules';
export { SensitiveWordsAlert } from './components/sensitive-words-alert';
export { StudioRail, StudioSections, useStudioPanels } from './components/studio-panels';
export { SubmitPanel } from './components/submit-panel';
export { TaskNameField } from './components/task-name-field';
export { VideoFormat } from './components/video-format';
export { VoicePicker } from './components/voice-picker';
export { AvatarSprite } from './preview/avatar-sprite';
export { StudioProvider, useStudio } from './studio/studio-context';
export { useChosenAvatar, useChosenLanguage, useChosenVoice, VOICE_PAGE_SIZE } from './studio/use-studio-choices';
