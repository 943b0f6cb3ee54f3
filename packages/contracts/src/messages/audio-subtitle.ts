import type { TCatalogue } from './catalogue';

/** Audio-to-subtitle messages. */
export const audioSubtitleMessages = {
  subtitleTaskNotFound: {
    en: 'These subtitles no longer exist',
    zh: '该字幕已不存在',
    pt: 'Estas legendas não existem mais',
  },
} satisfies TCatalogue;
