/**
 * SPEC 2: the tabs of the project centre, in its order, by their `?tab=` value (face swap is
 * /my?tab=videoFaceSwap). Only the uploads and avatar-video tabs have their tools built in this version.
 */
export const PROJECT_TABS = [
  'uploads',
  'video',
  'urlToVideo',
  'videoFaceSwap',
  'ugcAvatar',
  'videoTranslation',
  'productVideo',
  'textToSpeech',
  'voiceChange',
  // Not among SPEC 2's tabs: the pictures of AI model (issue #17) are kept here, after the SPEC's own.
  'aiModel',
  // Likewise the image and text to video clips (issue #17).
  'imageToVideo',
] as const;
export type TProjectTab = (typeof PROJECT_TABS)[number];

export const DEFAULT_PROJECT_TAB: TProjectTab = 'video';

export function toProjectTab(value: string | null): TProjectTab | undefined {
  return PROJECT_TABS.find((tab) => tab === value);
}
