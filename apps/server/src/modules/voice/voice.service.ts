import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  API_BASE,
  VoiceApi,
  VoiceSource,
  type TLanguage,
  type TPage,
  type TVoice,
  type ZAuditionRequest,
  type ZVoicePageRequest,
} from '@orator/contracts';
import {
  auditionText,
  encodeWav,
  synthesizeScript,
  voiceSampleText,
  type TtsEngine,
  type TtsVoice,
} from '@orator/media';
import type { z } from 'zod';
import { recentVoices } from '../../db/schema/index';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { pageOf } from '../../platform/paging';
import type { Storage } from '../../platform/storage/index';
import { madeOnce } from '../../platform/storage/made-once';

type PageRequest = z.output<typeof ZVoicePageRequest>;
type AuditionRequest = z.output<typeof ZAuditionRequest>;

/** How many voices "recently used" shows. */
const RECENT_LIMIT = 12;

export function toVoice(voice: TtsVoice): TVoice {
  return {
    voiceId: voice.id,
    voiceName: voice.name,
    voiceSource: VoiceSource.Espeak,
    language: voice.language,
    languageName: voice.languageName,
    gender: voice.gender,
    ageGroup: voice.ageGroup,
    styles: voice.styles,
    memberOnly: voice.memberOnly,
    defaultVoiceUrl: `${API_BASE}${VoiceApi.sample}?voiceId=${encodeURIComponent(voice.id)}`,
  };
}

function matches(voice: TtsVoice, filter: PageRequest): boolean {
  if (filter.language && voice.language !== filter.language) return false;
  if (filter.gender && voice.gender !== filter.gender) return false;
  if (filter.ageGroup && voice.ageGroup !== filter.ageGroup) return false;
  if (filter.style && !voice.styles.includes(filter.style)) return false;
  if (filter.keyword) {
    const keyword = filter.keyword.toLowerCase();
    return voice.name.toLowerCase().includes(keyword) || voice.languageName.toLowerCase().includes(keyword);
  }
  return true;
}

/** The voice catalogue and speech for previews, over the configured TTS engine. */
export function createVoiceService(deps: { db: Db; storage: Storage; engine: TtsEngine; languages: TLanguage[] }) {
  const { db, storage, engine } = deps;
  const byId = new Map(engine.voices().map((voice) => [voice.id, voice]));

  function required(voiceId: string) {
    const voice = byId.get(voiceId);
    if (!voice) throw AppError.badRequest('voiceNotFound');
    return voice;
  }

  return {
    engine,
    find(voiceId: string): TVoice | undefined {
      const voice = byId.get(voiceId);
      return voice && toVoice(voice);
    },
    detail: (voiceId: string) => toVoice(required(voiceId)),
    languages: () => deps.languages,

    page(filter: PageRequest): TPage<TVoice> {
      const found = engine.voices().filter((voice) => matches(voice, filter));
      return pageOf(found, filter.current, filter.size, toVoice);
    },

    async recent(userId: number): Promise<TVoice[]> {
      const rows = await db
        .select({ voiceId: recentVoices.voiceId })
        .from(recentVoices)
        .where(eq(recentVoices.userId, userId))
        .orderBy(desc(recentVoices.usedAt))
        .limit(RECENT_LIMIT);
      return rows.flatMap((row) => {
        const voice = byId.get(row.voiceId);
        return voice ? [toVoice(voice)] : [];
      });
    },

    async markUsed(userId: number, voiceId: string) {
      await db
        .insert(recentVoices)
        .values({ userId, voiceId })
        .onConflictDoUpdate({ target: [recentVoices.userId, recentVoices.voiceId], set: { usedAt: new Date() } });
      const stale = await db
        .select({ voiceId: recentVoices.voiceId })
        .from(recentVoices)
        .where(eq(recentVoices.userId, userId))
        .orderBy(desc(recentVoices.usedAt))
        .offset(RECENT_LIMIT);
      if (stale.length) {
        await db.delete(recentVoices).where(
          and(
            eq(recentVoices.userId, userId),
            inArray(
              recentVoices.voiceId,
              stale.map((row) => row.voiceId),
            ),
          ),
        );
      }
    },

    /** A voice's sample, spoken once and then kept in storage. */
    async sample(voiceId: string): Promise<Buffer> {
      const voice = required(voiceId);
      const key = `cache/voices/${voice.id.replace(/[^\w.-]/g, '_')}.wav`;
      return madeOnce(storage, key, 'audio/wav', async () =>
        encodeWav(await engine.synthesize(voiceSampleText(voice.language), voice.id)),
      );
    },

    /** The first 300 characters spoken with the chosen settings (SPEC 9). */
    async audition(request: AuditionRequest): Promise<Buffer> {
      required(request.voiceId);
      const { pcm } = await synthesizeScript(engine, auditionText(request.text), request.voiceId, {
        rate: request.speakRate,
        pitch: request.speakPitch,
        volume: request.volume,
      });
      return encodeWav(pcm);
    },
  };
}
export type VoiceService = ReturnType<typeof createVoiceService>;
