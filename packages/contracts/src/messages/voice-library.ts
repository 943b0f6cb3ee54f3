import type { TCatalogue } from './catalogue';

/** Voice library and saved-voice messages. */
export const voiceLibraryMessages = {
  savedVoiceNotFound: {
    en: 'This saved voice no longer exists',
    zh: '该收藏的声音已不存在',
    pt: 'Esta voz salva não existe mais',
  },
} satisfies TCatalogue;
