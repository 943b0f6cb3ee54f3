import { z } from 'zod';

/** AI marketing copy (SPEC 1 "AI marketing copy", SPEC 7 Copywriting); docs/marketing-copy.md. */
export const CopywritingApi = {
  /** GET: a new batch id, the seed that keeps one request's variants apart from the next one's. */
  generateBatchId: '/copywriting/v1/generateBatchId',
  /** Streams (server-sent events) several short variants written from keywords. */
  recommendation: '/copywriting/v1/recommendation_stream/ai',
  /** Streams (server-sent events) one text expanded to the chosen length. */
  extended: '/copywriting/v1/extended_stream/ai',
  /** GET: the languages copy can be written in on this installation, each with who writes it. */
  queryAllLanguage: '/copywriting/v1/queryAllLanguage',
} as const;

/** SPEC 9 "Copy lengths": what a variant written from keywords may ask for. */
export const COPY_LENGTHS = [100, 200, 400, 500] as const;
/** SPEC 9 "Generate lengths": what an extended text may ask for. */
export const GENERATE_LENGTHS = [200, 400, 800, 1200] as const;
/** API-NOTES: `wordCount` defaults to 200. */
export const DEFAULT_COPY_LENGTH = 200;
/** Variants a recommendation writes when the request names no number. */
export const COPY_VARIANTS = 3;
export const COPY_KEYWORDS_MAX_CHARS = 500;
export const COPY_TEXT_MAX_CHARS = 6000;

export const COPY_STYLES = ['productAd', 'videoScript', 'socialPost'] as const;
export type TCopyStyle = (typeof COPY_STYLES)[number];

/** API-NOTES `businessSource`: where the request comes from. */
export const BusinessSource = { VideoCreation: 1, AiCopy: 2 } as const;

/** Video creation asks for a script to be spoken; the copy page for an ad unless the user picks otherwise. */
export function defaultStyleFor(businessSource: number): TCopyStyle {
  return businessSource === BusinessSource.VideoCreation ? 'videoScript' : 'productAd';
}

const isLength =
  (lengths: readonly number[]) =>
  (value: number): boolean =>
    lengths.includes(value);

const ZKeywords = z.string().trim().min(1, 'copyKeywordsRequired').max(COPY_KEYWORDS_MAX_CHARS, 'copyKeywordsTooLong');
const ZLanguage = z.string().trim().min(2).max(16);
const ZBusinessSource = z.union([z.literal(BusinessSource.VideoCreation), z.literal(BusinessSource.AiCopy)]);
const ZBatchId = z
  .string()
  .regex(/^_[A-Za-z0-9]{8}$/)
  .optional();

export const ZCopyRecommendationRequest = z.object({
  batchId: ZBatchId,
  keywords: ZKeywords,
  language: ZLanguage,
  wordCount: z.number().int().refine(isLength(COPY_LENGTHS), 'copyLengthInvalid').default(DEFAULT_COPY_LENGTH),
  style: z.enum(COPY_STYLES).optional(),
  businessSource: ZBusinessSource.default(BusinessSource.AiCopy),
  variants: z.number().int().min(1).max(COPY_VARIANTS).default(COPY_VARIANTS),
  /** API-NOTES: the model family asked for; the installation's configured writer answers (see `writer`). */
  requestModel: z.string().max(100).optional(),
});
export type TCopyRecommendationRequest = z.input<typeof ZCopyRecommendationRequest>;
export type TCopyRecommendation = z.output<typeof ZCopyRecommendationRequest>;

/** The open API's stream: the API-NOTES fields, one text unless more variants are asked for. */
export const ZOpenCopyStreamRequest = ZCopyRecommendationRequest.extend({
  variants: z.number().int().min(1).max(COPY_VARIANTS).default(1),
});
export type TOpenCopyStreamRequest = z.input<typeof ZOpenCopyStreamRequest>;

export const ZCopyExtendedRequest = z.object({
  batchId: ZBatchId,
  keywords: ZKeywords,
  text: z.string().trim().min(1, 'copyTextRequired').max(COPY_TEXT_MAX_CHARS, 'copyTextTooLong'),
  language: ZLanguage,
  wordCount: z.number().int().refine(isLength(GENERATE_LENGTHS), 'copyExtendLengthInvalid').default(400),
  style: z.enum(COPY_STYLES).optional(),
  businessSource: ZBusinessSource.default(BusinessSource.AiCopy),
  requestModel: z.string().max(100).optional(),
});
export type TCopyExtendedRequest = z.input<typeof ZCopyExtendedRequest>;
export type TCopyExtension = z.output<typeof ZCopyExtendedRequest>;

/** Who writes a language's copy: this server's composer, or the configured model. */
export type TCopyWriter = { kind: 'composer' } | { kind: 'model'; model: string };

export interface TCopyLanguage {
  /** BCP 47 primary tag: `en`, `zh`, `pt`... */
  code: string;
  /** The language's name in the caller's interface language. */
  name: string;
  writer: TCopyWriter;
}

/** The events of a copy stream (`text/event-stream`), each `event: <type>` with a JSON `data` line. */
export const CopyStreamEvent = { Start: 'start', Delta: 'delta', Done: 'done', Error: 'error' } as const;

export interface TCopyStreamStart {
  batchId: string;
  variants: number;
  language: string;
  writer: TCopyWriter;
}
export interface TCopyStreamDelta {
  variant: number;
  text: string;
}
export interface TCopyStreamDone {
  batchId: string;
  variants: { text: string; length: number }[];
  /** Copy generations left today after this one. */
  remainingToday: number;
}
export interface TCopyStreamError {
  /** A number on the web app's API, a string on the open API, as in their envelopes. */
  code: number | string;
  message: string;
}
