/** The voice changer, shown as a tab of the dubbing screen (/dubbing?tab=voiceChanger), and its history in /my. */
export { VoiceChangerTool } from './components/voice-changer-tool';
export { VoiceChangeHistoryTab } from './components/voice-change-history-tab';
