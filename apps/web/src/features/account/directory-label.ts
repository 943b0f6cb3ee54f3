import type { TLocale } from '@orator/contracts';
import type { TDirectoryType } from './api/get-directory-types';

/** A directory entry names itself in Chinese (`value`), English and Portuguese. */
export function directoryLabel(entry: TDirectoryType, locale: TLocale): string {
  if (locale === 'zh') return entry.value;
  if (locale === 'pt') return entry.valuePt;
  return entry.valueEn;
}

/**
 * Survey answers are kept as the English name of the choice, which stays stable across languages; shown,
 * they follow the interface language. An answer no longer in the directory is shown as kept.
 */
export function surveyAnswerLabel(
  answer: string | undefined,
  entries: readonly TDirectoryType[] | undefined,
  locale: TLocale,
): string | undefined {
  if (!answer) return undefined;
  const entry = entries?.find((candidate) => candidate.valueEn === answer);
  return entry ? directoryLabel(entry, locale) : answer;
}
