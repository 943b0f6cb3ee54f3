import type { TLocale } from '@orator/contracts';

const NAMES: Record<string, Partial<Record<TLocale, string>>> = {
  corporate: { zh: '商务', pt: 'Corporativo' },
  upbeat: { zh: '轻快', pt: 'Animado' },
  calm: { zh: '舒缓', pt: 'Calmo' },
  inspiring: { zh: '励志', pt: 'Inspirador' },
  cinematic: { zh: '电影感', pt: 'Cinematográfico' },
  happy: { zh: '欢乐', pt: 'Alegre' },
};

/** Music categories in the reader's language; the engine names them in English. */
export function musicCategoryName(id: string, english: string, locale: TLocale): string {
  return (locale === 'en' ? undefined : NAMES[id]?.[locale]) ?? english;
}
