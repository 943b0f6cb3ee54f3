import {
  API_BASE,
  CLONE_PRICE_CENTS,
  CURRENCY,
  VoiceCloneApi,
  VoiceSource,
  messages,
  translate,
  type TCloneKind,
  type TLocale,
  type TMessageKey,
  type TVoice,
  type TVoiceClone,
} from '@orator/contracts';
import { CLONE_VOICE_PREFIX } from '@orator/media';
import { sampleMessageParams } from './sample-check';
import type { VoiceCloneRow } from './voice-clone.repo';

export const clonePriceCents = (kind: TCloneKind) =>
  kind === 'instant' ? CLONE_PRICE_CENTS.voiceInstant : CLONE_PRICE_CENTS.voicePro;

export const cloneVoiceId = (id: number) => `${CLONE_VOICE_PREFIX}${id}`;

/** The clone a voice id names, or undefined when it names another kind of voice. */
export function cloneIdOf(voiceId: string): number | undefined {
  if (!voiceId.startsWith(CLONE_VOICE_PREFIX)) return undefined;
  const id = Number(voiceId.slice(CLONE_VOICE_PREFIX.length));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export const cloneSampleUrl = (id: number) => `${API_BASE}${VoiceCloneApi.sample}?id=${id}`;

/**
 * Automatic refusals are stored as message keys so that each reader sees them in their own language;
 * an operator's reason is shown as written.
 */
export function cloneReason(row: Pick<VoiceCloneRow, 'reason' | 'kind'>, locale: TLocale): string | null {
  if (!row.reason) return null;
  return Object.hasOwn(messages, row.reason)
    ? translate(row.reason as TMessageKey, locale, sampleMessageParams(row.kind))
    : row.reason;
}

export function toVoiceClone(row: VoiceCloneRow, locale: TLocale, languageName: string): TVoiceClone {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    gender: row.gender,
    language: row.language,
    languageName,
    status: row.status,
    reason: cloneReason(row, locale),
    sampleUrl: cloneSampleUrl(row.id),
    sampleDurationSec: Math.round(row.sampleDurationSec * 10) / 10,
    voiceId: row.status === 'success' ? cloneVoiceId(row.id) : null,
    priceCents: clonePriceCents(row.kind),
    currency: CURRENCY,
    createTime: row.createdAt.toISOString(),
    paidTime: row.paidAt?.toISOString() ?? null,
    completeTime: row.completedAt?.toISOString() ?? null,
    expireTime: row.expiresAt?.toISOString() ?? null,
  };
}

/** A successful clone as the voice library lists it: only its owner ever sees it. */
export function cloneAsVoice(row: VoiceCloneRow, languageName: string): TVoice {
  return {
    voiceId: cloneVoiceId(row.id),
    voiceName: row.name,
    voiceSource: VoiceSource.Clone,
    language: row.language,
    languageName,
    gender: row.gender,
    // The clone form does not ask for an age; a recording is most often an adult's.
    ageGroup: 'middle-aged',
    styles: [],
    memberOnly: false,
    defaultVoiceUrl: cloneSampleUrl(row.id),
    engine: 'clone',
  };
}
