import { z } from 'zod';
/** Replies, error codes and client rules for these endpoints: docs/api.md, section "Slide import (#15)". */

/**
 * PPT import (SPEC 7 "Cutout, PPT, backgrounds"): a deck is uploaded, its pages are rendered as images
 * (`getProgress`), each slide's text and speaker notes are read (`getExtractProgress`, `extract`) and the
 * pages are listed for the /pptcreate studio (`images`). Past imports are kept for reuse (`historyRecord`).
 */
export const SlidesApi = {
  /** multipart POST, field `file`: PPTX, PPT, ODP or PDF. Checked (format, size, pages) before anything is stored. */
  upload: '/digitalhuman/v1/ppt/upload',
  /** GET, param id: the import's status and how far page rendering has come. */
  getProgress: '/digitalhuman/v1/ppt/getProgress',
  /** POST { id }: each slide's text, notes and starting script, once the import has finished. */
  extract: '/digitalhuman/v1/ppt/extract',
  /** GET, param id: how far reading the slides' text and notes has come. */
  getExtractProgress: '/digitalhuman/v1/ppt/getExtractProgress',
  /** GET, param id: the page images, in deck order. */
  images: '/digitalhuman/v1/ppt/images',
  /** POST { current, size }: the user's past imports, newest first. */
  historyRecord: '/digitalhuman/v1/ppt/historyRecord',
  /** POST { ids }: removes imports from the history (their page images go with them). */
  delete: '/digitalhuman/v1/ppt/delete',
} as const;

/** SPEC 5 "PPT import: up to 50 MB and 100 pages". */
export const SLIDE_IMPORT_LIMITS = { maxBytes: 50 * 1024 * 1024, maxPages: 100 } as const;
export const SLIDE_FORMATS = ['pptx', 'ppt', 'odp', 'pdf'] as const;
export type TSlideFormat = (typeof SLIDE_FORMATS)[number];
/** What the file picker offers; the server decides from the bytes. */
export const SLIDE_FILE_ACCEPT = '.pptx,.ppt,.odp,.pdf';

/** Where an import is: the stages of the engine while it runs (status 191), then finished (192) or failed (193). */
export const SLIDE_IMPORT_STAGES = ['queued', 'converting', 'rendering', 'extracting', 'done'] as const;
export type TSlideImportStage = (typeof SLIDE_IMPORT_STAGES)[number];

export interface TSlideImportProgress {
  id: number;
  fileName: string;
  format: TSlideFormat;
  /** TaskStatus: 190 queued, 191 processing, 192 finished, 193 failed. */
  status: number;
  stage: TSlideImportStage;
  /** 0-100: page rendering for getProgress, text and notes for getExtractProgress. */
  progress: number;
  pageCount: number;
  /** Page width over height, once known. */
  aspect: number | null;
  /** Why it failed, in the caller's language. */
  failReason: string | null;
  createTime: string;
}

export interface TSlidePage {
  index: number;
  url: string;
  width: number;
  height: number;
}

export interface TExtractedSlide {
  index: number;
  /** The slide's visible text, paragraphs separated by line breaks. */
  text: string;
  notes: string;
  /** What the studio starts the slide's script with: the notes, or the visible text where there are none. */
  script: string;
  /** Where the script came from. */
  scriptSource: 'notes' | 'text' | 'none';
  /** Hidden in the source deck's slide show: the studio starts it hidden. */
  hidden: boolean;
}

export interface TSlideExtraction extends TSlideImportProgress {
  slides: TExtractedSlide[];
}

export interface TSlideHistoryRecord extends TSlideImportProgress {
  /** The first page's image, once rendered. */
  coverUrl: string | null;
}

export const ZSlideImportIdQuery = z.object({ id: z.coerce.number().int().positive() });
export const ZSlideImportIdRequest = z.object({ id: z.number().int().positive() });
export const ZSlideHistoryRequest = z.object({
  current: z.number().int().positive().default(1),
  size: z.number().int().positive().max(100).default(20),
});
export type TSlideHistoryRequest = z.input<typeof ZSlideHistoryRequest>;
export const ZSlideDeleteRequest = z.object({ ids: z.array(z.number().int().positive()).min(1).max(200) });
