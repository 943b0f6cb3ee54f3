import { SLIDE_FORMATS, SLIDE_IMPORT_LIMITS } from '@orator/contracts';

export type TSlideFileProblem = 'wrongType' | 'tooLarge';

/** What the server would refuse at once, told before the bytes are sent; the server still judges the content. */
export function slideFileProblem(file: Pick<File, 'name' | 'size'>): TSlideFileProblem | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(SLIDE_FORMATS as readonly string[]).includes(extension)) return 'wrongType';
  if (file.size > SLIDE_IMPORT_LIMITS.maxBytes) return 'tooLarge';
  return undefined;
}
