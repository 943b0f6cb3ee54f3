import type { TCatalogue } from './catalogue';

/** Text-to-speech dubbing messages. */
export const dubbingMessages = {
  dubbingNotFound: {
    en: 'This dubbing no longer exists',
    zh: '该配音已不存在',
    pt: 'Esta dublagem não existe mais',
  },
} satisfies TCatalogue;
