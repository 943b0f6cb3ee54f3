/** The voice changer, shown as a tab of the dubbing screen (/dubbing?tab=voiceChanger). */
export { VoiceChangerTool } from './components/voice-changer-tool';
