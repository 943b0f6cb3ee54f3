import { z } from 'zod';
import type { TCloneOwner, TCloneState } from './clone-lifecycle';
import { ZAudioFileRef } from './file';
/** Replies, states, e-mails and decisions for these endpoints: docs/api.md, section "Voice clones (#6)". */

/** SPEC names no voice-clone endpoints; these follow the digitalhumanClone ones of SPEC 7. */
export const VoiceCloneApi = {
  saveTask: '/voice/v1/voiceClone/saveTask',
  list: '/voice/v1/voiceClone/list',
  /** GET, param id */
  getInfoById: '/voice/v1/voiceClone/getInfoById',
  /** Changes an unpaid clone, or resubmits a rejected or failed one for review without paying again. */
  updateInfoById: '/voice/v1/voiceClone/updateInfoById',
  delete: '/voice/v1/voiceClone/delete',
  /** Opens an order for one more term of a successful or expired clone. */
  renew: '/voice/v1/voiceClone/renew',
  /** GET, param id: the recording a clone was made from, for its owner and for reviewers. */
  sample: '/voice/v1/voiceClone/sample',
} as const;

/** Operator review of pro clones (admins only). */
export const VoiceCloneAdminApi = {
  reviewList: '/admin/v1/voiceClone/reviewList',
  review: '/admin/v1/voiceClone/review',
} as const;

export const CLONE_KINDS = ['instant', 'pro'] as const;
export type TCloneKind = (typeof CLONE_KINDS)[number];

/** States the owner fixes with a resubmit (new name or sample), which goes back to review unpaid. */
export const RESUBMITTABLE_CLONE_STATES: readonly TCloneState[] = ['rejected', 'failedSensitive', 'failed'];

/** What a payment buys: one year of the cloned voice, renewable. */
export const CLONE_TERM_DAYS = 365;

const MB = 1024 * 1024;
/**
 * SPEC 5 sample rules: instant larger than 100 KB, up to 20 MB, 10 s to 5 min; pro 5 to 10 min, up to
 * 50 MB (pro gives no lower size, so it keeps the instant one).
 */
export const CLONE_SAMPLE_LIMITS: Record<
  TCloneKind,
  { minBytes: number; maxBytes: number; minSec: number; maxSec: number }
> = {
  instant: { minBytes: 100 * 1024, maxBytes: 20 * MB, minSec: 10, maxSec: 5 * 60 },
  pro: { minBytes: 100 * 1024, maxBytes: 50 * MB, minSec: 5 * 60, maxSec: 10 * 60 },
};
/** SPEC 5: mp3, wav and m4a, decided from the content. */
export const CLONE_SAMPLE_MIME = ['audio/mpeg', 'audio/wav', 'audio/x-wav', 'audio/mp4', 'audio/x-m4a'] as const;
export const CLONE_SAMPLE_ACCEPT = '.mp3,.wav,.m4a,audio/mpeg,audio/wav,audio/mp4,audio/x-m4a';

/**
 * SPEC 1 and 9: voice clones in 40 languages. The 22 languages that have the catalogue's full set of nine
 * voices, then the 18 most spoken national languages among the others; regional variants, dialects and
 * constructed or historical languages are left out. Instant and pro clones share the list.
 */
export const CLONE_LANGUAGE_CODES = [
  'en-US',
  'en-GB',
  'zh-CN',
  'zh-HK',
  'pt-BR',
  'pt-PT',
  'es-ES',
  'es-419',
  'fr-FR',
  'de-DE',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'ru-RU',
  'ar',
  'hi-IN',
  'id-ID',
  'vi-VN',
  'th-TH',
  'tr-TR',
  'nl-NL',
  'pl-PL',
  'bn',
  'ur',
  'fa',
  'ta',
  'uk',
  'ms',
  'ro',
  'el',
  'cs',
  'hu',
  'sv',
  'he',
  'da',
  'fi',
  'nb',
  'sk',
  'bg',
  'hr',
] as const;

export const CLONE_NAME_MAX = 50;

export const ZSaveVoiceCloneRequest = z.object({
  kind: z.enum(CLONE_KINDS),
  name: z.string().trim().min(1).max(CLONE_NAME_MAX),
  gender: z.enum(['female', 'male']),
  language: z.enum(CLONE_LANGUAGE_CODES),
  sampleFileId: ZAudioFileRef,
  /** SPEC 5: the Customized Service Notice must be accepted; refused with its message otherwise. */
  noticeAccepted: z.boolean(),
});
export type TSaveVoiceCloneRequest = z.input<typeof ZSaveVoiceCloneRequest>;

export const ZUpdateVoiceCloneRequest = z.object({
  id: z.number().int().positive(),
  name: z.string().trim().min(1).max(CLONE_NAME_MAX).optional(),
  gender: z.enum(['female', 'male']).optional(),
  language: z.enum(CLONE_LANGUAGE_CODES).optional(),
  sampleFileId: ZAudioFileRef.optional(),
});
export type TUpdateVoiceCloneRequest = z.input<typeof ZUpdateVoiceCloneRequest>;

/** SPEC 3 "Voice clone task": name, gender, language, source audio, status and the three times. */
export interface TVoiceClone {
  id: number;
  kind: TCloneKind;
  name: string;
  gender: 'female' | 'male';
  language: string;
  languageName: string;
  status: TCloneState;
  /** Why review rejected it or synthesis failed, in the reader's language (an operator's reason as written). */
  reason: string | null;
  sampleUrl: string;
  sampleDurationSec: number;
  /** The voice to pick in dubbing and avatar videos, once the clone succeeded. */
  voiceId: string | null;
  /** What a term (first or renewal) costs, in cents of `currency`. */
  priceCents: number;
  currency: string;
  createTime: string;
  paidTime: string | null;
  completeTime: string | null;
  expireTime: string | null;
}

/** A clone waiting for an operator, with who asked for it. */
export interface TVoiceCloneReviewItem extends TVoiceClone, TCloneOwner {}
