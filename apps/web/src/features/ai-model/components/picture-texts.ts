import type { TFunction } from 'i18next';

/** The AI model page's words for a picture list (products or the user's own photo), under `hint`. */
export function pictureTexts(t: TFunction<'aiModel'>, hint: string) {
  return {
    dropHint: t('pictures.dropHint'),
    hint,
    uploading: t('pictures.uploading'),
    remove: (name: string) => t('pictures.remove', { name }),
  };
}
