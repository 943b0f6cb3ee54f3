/** Route pages of the voice clone screens (issue #6), loaded on first visit. */
export const voiceClonePages = {
  voiceClone: () => import('./pages/voice-clone-page'),
  instantVoiceClone: () => import('./pages/instant-voice-clone-page'),
  proVoiceClone: () => import('./pages/pro-voice-clone-page'),
  adminVoiceClones: () => import('./pages/admin-voice-clones-page'),
};
