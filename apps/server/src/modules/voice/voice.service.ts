import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  API_BASE,
  VoiceApi,
  VoiceSource,
  type TLanguage,
  type TPage,
  type TVoice,
  type ZAuditionRequest,
} from '@orator/contracts';
import {
  auditionText,
  EmptyTextError,
  encodeWav,
  InvalidPauseError,
  atDeliveryLoudness,
  streamScriptAsWav,
  voiceSampleText,
  type TtsEngine,
  type TtsEngineName,
  type TtsVoice,
} from '@orator/media';
import type { z } from 'zod';
import { recentVoices } from '../../db/schema/index';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { pageOf } from '../../platform/paging';
import type { Storage } from '../../platform/storage/index';
import { madeOnce } from '../../platform/storage/made-once';
import { matchesFilter, type VoiceFilter } from './voice-filter';
import { catalogueLanguages } from './voice-languages';

type AuditionRequest = z.output<typeof ZAuditionRequest>;

/** How many voices "recently used" shows. */
const RECENT_LIMIT = 12;

/**
 * Voices that belong to one user (clones): listed and usable only by their owner. The voice-clone
 * module implements it; the catalogue works without it.
 */
export interface UserVoiceSource {
  /** The user's usable voices, each with voiceSource VoiceSource.Clone. */
  voicesOf(userId: number): Promise<TVoice[]>;
  /** The voice if it is this user's; another user's voice is unknown. */
  find(voiceId: string, userId: number): Promise<TVoice | undefined>;
}

const SOURCE_OF_ENGINE: Record<TtsEngineName, number> = {
  espeak: VoiceSource.Espeak,
  festival: VoiceSource.Festival,
  flite: VoiceSource.Flite,
  remote: VoiceSource.Remote,
};

export function toVoice(voice: TtsVoice): TVoice {
  return {
    voiceId: voice.id,
    voiceName: voice.name,
    voiceSource: SOURCE_OF_ENGINE[voice.engine],
    language: voice.language,
    languageName: voice.languageName,
    gender: voice.gender,
    ageGroup: voice.ageGroup,
    styles: voice.styles,
    memberOnly: voice.memberOnly,
    defaultVoiceUrl: `${API_BASE}${VoiceApi.sample}?voiceId=${encodeURIComponent(voice.id)}`,
    engine: voice.engine,
    ...(voice.quality ? { quality: voice.quality } : {}),
  };
}

/**
 * The voice catalogue (every engine's voices plus each user's own clones) and speech for previews,
 * over the configured TTS engine. `languages` are the offline engine's; remote engines may add more.
 */
export function createVoiceService(deps: {
  db: Db;
  storage: Storage;
  engine: TtsEngine;
  languages: TLanguage[];
  userVoices?: UserVoiceSource;
}) {
  const { db, storage, engine, userVoices } = deps;
  // Voices no longer offered still name themselves in the videos and dubbings made with them.
  const byId = new Map([...engine.voices(), ...(engine.unlistedVoices?.() ?? [])].map((voice) => [voice.id, voice]));
  const catalogue = engine.voices().map(toVoice);
  const languages = catalogueLanguages(deps.languages, engine.voices());
  const offlineLanguages = new Set(deps.languages.map((language) => language.code));

  /** The offline sample where there is one; a language only a remote engine speaks names itself and counts. */
  function sampleText(code: string): string {
    if (offlineLanguages.has(code)) return voiceSampleText(code);
    const language = languages.find((candidate) => candidate.code === code);
    return `${language?.nativeName ?? code}. 1, 2, 3, 4, 5.`;
  }

  /** A catalogue voice, or one of this user's own. */
  async function find(voiceId: string, userId: number): Promise<TVoice | undefined> {
    const voice = byId.get(voiceId);
    if (voice) return toVoice(voice);
    return userVoices?.find(voiceId, userId);
  }

  /** Many voices at once, in one look at the user's own voices: for lists that name the voices they hold. */
  async function findMany(voiceIds: string[], userId: number): Promise<Map<string, TVoice>> {
    const found = new Map<string, TVoice>();
    for (const voiceId of voiceIds) {
      const voice = byId.get(voiceId);
      if (voice) found.set(voiceId, toVoice(voice));
    }
    if (userVoices && voiceIds.some((voiceId) => !found.has(voiceId))) {
      for (const voice of await userVoices.voicesOf(userId)) found.set(voice.voiceId, voice);
    }
    return found;
  }

  function required(voiceId: string) {
    const voice = byId.get(voiceId);
    if (!voice) throw AppError.badRequest('voiceNotFound');
    return voice;
  }

  return {
    engine,
    find,
    findMany,
    async detail(voiceId: string, userId: number): Promise<TVoice> {
      const voice = await find(voiceId, userId);
      if (!voice) throw AppError.badRequest('voiceNotFound');
      return voice;
    },
    languages: () => languages,

    /** Signed in, the user's own clones come first (voiceClone 1: only them, 0: none); visitors see the catalogue. */
    async page(filter: VoiceFilter, userId?: number): Promise<TPage<TVoice>> {
      const own =
        userId !== undefined && userVoices && filter.voiceClone !== 0 ? await userVoices.voicesOf(userId) : [];
      const listed = filter.voiceClone === 1 ? own : [...own, ...catalogue];
      const found = listed.filter((voice) => matchesFilter(voice, filter));
      return pageOf(found, filter.current, filter.size, (voice) => voice);
    },

    async recent(userId: number): Promise<TVoice[]> {
      const rows = await db
        .select({ voiceId: recentVoices.voiceId })
        .from(recentVoices)
        .where(eq(recentVoices.userId, userId))
        .orderBy(desc(recentVoices.usedAt))
        .limit(RECENT_LIMIT);
      const found = await findMany(
        rows.map((row) => row.voiceId),
        userId,
      );
      return rows.flatMap((row) => found.get(row.voiceId) ?? []);
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
      const key = `cache/voice-samples/${voice.id.replace(/[^\w.-]/g, '_')}.wav`;
      return madeOnce(storage, key, 'audio/wav', async () =>
        encodeWav(atDeliveryLoudness(await engine.synthesize(sampleText(voice.language), voice.id))),
      );
    },

    /**
     * The first 300 characters spoken with the chosen settings (SPEC 9), as WAV bytes handed over clause
     * by clause: playback starts once the first clause is spoken, and a refusal comes before any byte.
     */
    async audition(request: AuditionRequest, userId: number): Promise<AsyncGenerator<Buffer>> {
      if (!(await find(request.voiceId, userId))) throw AppError.badRequest('voiceNotFound');
      try {
        return await streamScriptAsWav(engine, auditionText(request.text), request.voiceId, {
          rate: request.speakRate,
          pitch: request.speakPitch,
          volume: request.volume,
        });
      } catch (error) {
        if (error instanceof InvalidPauseError) throw AppError.badRequest('pauseInvalid', { token: error.token });
        if (error instanceof EmptyTextError) throw AppError.badRequest('auditionNothingToSay');
        throw error;
      }
    },
  };
}
export type VoiceService = ReturnType<typeof createVoiceService>;
