import type { TCatalogue } from './catalogue';

/** Voice changer messages. */
export const voiceChangerMessages = {
  voiceChangeNotFound: {
    en: 'This voice change no longer exists',
    zh: '该变声记录已不存在',
    pt: 'Esta mudança de voz não existe mais',
  },
} satisfies TCatalogue;
