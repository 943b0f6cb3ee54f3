import {
  downloadUrl,
  messages,
  translate,
  type TExtractedSlide,
  type TLocale,
  type TMessageKey,
  type TSlideExtraction,
  type TSlideFormat,
  type TSlideHistoryRecord,
  type TSlideImportProgress,
  type TSlideImportStage,
  type TSlidePage,
} from '@orator/contracts';
import type { TSlidePageRow } from '../../db/schema/slides';
import { slideMessageParams } from './slide-failure';
import type { SlideImportRow } from './slide-import.repo';

/** `getProgress` reports page rendering; `getExtractProgress` reports reading text and notes. */
export function toSlideProgress(
  row: SlideImportRow,
  locale: TLocale,
  measure: 'pages' | 'extract' = 'pages',
): TSlideImportProgress {
  return {
    id: row.id,
    fileName: row.fileName,
    format: row.format as TSlideFormat,
    status: row.status,
    stage: row.stage as TSlideImportStage,
    progress: measure === 'pages' ? row.pageProgress : row.extractProgress,
    pageCount: row.pageCount,
    aspect: row.aspect,
    failReason: row.failReason && localized(row.failReason, locale, row.pageCount),
    createTime: row.createdAt.toISOString(),
  };
}

export function toSlideExtraction(row: SlideImportRow, locale: TLocale): TSlideExtraction {
  return { ...toSlideProgress(row, locale, 'extract'), slides: (row.pages ?? []).map(toExtractedSlide) };
}

export function toSlidePages(row: SlideImportRow): TSlidePage[] {
  return (row.pages ?? []).map((page) => ({
    index: page.index,
    url: downloadUrl(page.imageFileId),
    width: page.width,
    height: page.height,
  }));
}

export function toSlideHistoryRecord(row: SlideImportRow, locale: TLocale): TSlideHistoryRecord {
  const cover = row.pages?.[0];
  return { ...toSlideProgress(row, locale), coverUrl: cover ? downloadUrl(cover.imageFileId) : null };
}

/** Speaker notes are what the presenter says; a slide without them starts from what it shows. */
function toExtractedSlide({ index, text, notes, hidden }: TSlidePageRow): TExtractedSlide {
  const spoken = notes.trim();
  const shown = text.trim();
  return {
    index,
    text,
    notes,
    script: spoken || shown,
    scriptSource: spoken ? 'notes' : shown ? 'text' : 'none',
    hidden,
  };
}

/** Failures are stored as message keys so each reader sees them in their own language. */
function localized(reason: string, locale: TLocale, pages: number): string {
  return Object.hasOwn(messages, reason) ? translate(reason as TMessageKey, locale, slideMessageParams(pages)) : reason;
}
