import { SLIDE_IMPORT_LIMITS, type TMessageKey } from '@orator/contracts';
import type { SlideImportErrorCode } from '@orator/media';
import { formatBytes } from '../../platform/format';
import { AppError } from '../../platform/errors';

/** What the user is told for each of the engine's refusals. */
export const SLIDE_FAILURE_MESSAGES: Record<SlideImportErrorCode, TMessageKey> = {
  unsupportedFormat: 'slideFormatUnsupported',
  tooLarge: 'slideFileTooLarge',
  tooManyPages: 'slideTooManyPages',
  passwordProtected: 'slidePasswordProtected',
  corrupt: 'slideFileCorrupt',
  empty: 'slideFileEmpty',
  converterMissing: 'slideConverterMissing',
};

/** The limits the size and page messages quote. */
export function slideMessageParams(pages?: number): Record<string, string | number> {
  return { ...(pages === undefined ? {} : { pages }), max: SLIDE_IMPORT_LIMITS.maxPages };
}

export function slideFailure(code: SlideImportErrorCode, pages?: number): AppError {
  if (code === 'tooLarge')
    return AppError.badRequest('slideFileTooLarge', { max: formatBytes(SLIDE_IMPORT_LIMITS.maxBytes) });
  return AppError.badRequest(SLIDE_FAILURE_MESSAGES[code], slideMessageParams(pages));
}
