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

/**
 * Slides to video (/pptcreate): an imported deck's pages, in the order and with the scripts the user chose, each
 * on screen for its narration (docs/slides-video.md). Hidden or deleted slides are simply not sent.
 */
export const SLIDE_LAYOUTS = ['corner', 'side', 'full'] as const;
/** Where the presenter stands over the slides: a box in the lower right corner, a column at the right, the whole frame. */
export type TSlideLayout = (typeof SLIDE_LAYOUTS)[number];
export const SLIDE_TRANSITIONS = ['cut', 'fade', 'slide'] as const;
export type TSlideTransition = (typeof SLIDE_TRANSITIONS)[number];
/** How long a slide without a script stays on screen, in seconds. */
export const SLIDE_SILENT_SEC = { min: 1, max: 60, default: 5 } as const;
/** Silence after a slide's narration before the next slide comes, in seconds. */
export const SLIDE_PAUSE_SEC = { min: 0, max: 10, default: 0.5 } as const;
/** The most script one slide may carry; the video's whole script also keeps to the plan's character limit. */
export const SLIDE_SCRIPT_MAX_CHARS = 5000;

export const ZSlideShot = z.object({
  /** The page's index in the import (0-based). */
  page: z
    .number()
    .int()
    .min(0)
    .max(SLIDE_IMPORT_LIMITS.maxPages - 1),
  /** What the presenter says over this slide; pause tokens as in any script. Empty: a silent slide. */
  script: z.string().max(SLIDE_SCRIPT_MAX_CHARS).default(''),
  /** Another voice than the video's (`speech.voiceId`) for this slide. */
  voiceId: z.string().min(1).max(80).optional(),
  /** This slide's speaking speed; the video's when left out. */
  speakRate: z.number().min(0.5).max(2).optional(),
  /** A slide without a script stays this long. */
  silentSec: z.number().min(SLIDE_SILENT_SEC.min).max(SLIDE_SILENT_SEC.max).default(SLIDE_SILENT_SEC.default),
  pauseAfterSec: z.number().min(SLIDE_PAUSE_SEC.min).max(SLIDE_PAUSE_SEC.max).default(SLIDE_PAUSE_SEC.default),
  /** The slide is shown without the presenter. */
  presenterHidden: z.boolean().default(false),
});
export type TSlideShot = z.input<typeof ZSlideShot>;

export const ZSlideVideo = z.object({
  importId: z.number().int().positive(),
  layout: z.enum(SLIDE_LAYOUTS).default('corner'),
  transition: z.enum(SLIDE_TRANSITIONS).default('fade'),
  /** The slides of the video, in order; at least one. */
  slides: z.array(ZSlideShot).min(1).max(SLIDE_IMPORT_LIMITS.maxPages),
});
export type TSlideVideo = z.input<typeof ZSlideVideo>;
export type TSlideVideoSettings = z.output<typeof ZSlideVideo>;
