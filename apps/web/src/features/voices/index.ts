/** The voice library (SPEC 2 /voices) and the user's saved voices. */
export const voicesPages = {
  voices: () => import('./pages/voices-page'),
};
export { useSavedVoices } from './api/saved-voices';
