import { and, count, desc, eq } from 'drizzle-orm';
import {
  SAVED_VOICE_LIMIT,
  type TSavedVoice,
  type TVoice,
  type ZSaveVoiceRequest,
  type ZUpdateSavedVoiceRequest,
} from '@orator/contracts';
import type { z } from 'zod';
import { savedVoices } from '../../db/schema/index';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { VoiceService } from './voice.service';

type SaveRequest = z.output<typeof ZSaveVoiceRequest>;
type UpdateRequest = z.output<typeof ZUpdateSavedVoiceRequest>;
type SavedVoiceRow = typeof savedVoices.$inferSelect;

function toSavedVoice(row: SavedVoiceRow, voice: TVoice | undefined): TSavedVoice {
  return {
    id: row.id,
    voiceId: row.voiceId,
    name: row.name,
    speakRate: row.manner.speakRate,
    speakPitch: row.manner.speakPitch,
    volume: row.manner.volume,
    voice: voice ?? null,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}

/**
 * "My voices" (SPEC 7 "Saved voices"): a voice the user can use, under their own name and in their own
 * manner. One voice may be saved several times in different manners.
 */
export function createSavedVoiceService(deps: { db: Db; voices: Pick<VoiceService, 'find' | 'findMany'> }) {
  const { db, voices } = deps;

  async function owned(userId: number, id: number): Promise<SavedVoiceRow> {
    const [row] = await db
      .select()
      .from(savedVoices)
      .where(and(eq(savedVoices.id, id), eq(savedVoices.ownerId, userId)));
    if (!row) throw AppError.badRequest('savedVoiceNotFound');
    return row;
  }

  return {
    async save(userId: number, request: SaveRequest): Promise<TSavedVoice> {
      const voice = await voices.find(request.voiceId, userId);
      if (!voice) throw AppError.badRequest('voiceNotFound');
      const [saved] = await db.select({ n: count() }).from(savedVoices).where(eq(savedVoices.ownerId, userId));
      if ((saved?.n ?? 0) >= SAVED_VOICE_LIMIT) {
        throw AppError.badRequest('savedVoiceLimitReached', { limit: SAVED_VOICE_LIMIT });
      }
      const [row] = await db
        .insert(savedVoices)
        .values({
          ownerId: userId,
          voiceId: voice.voiceId,
          name: request.name,
          manner: { speakRate: request.speakRate, speakPitch: request.speakPitch, volume: request.volume },
        })
        .returning();
      return toSavedVoice(row!, voice);
    },

    /** Newest first; a saved voice whose voice is gone stays listed (with `voice: null`) so the user can delete it. */
    async list(userId: number): Promise<TSavedVoice[]> {
      const rows = await db
        .select()
        .from(savedVoices)
        .where(eq(savedVoices.ownerId, userId))
        .orderBy(desc(savedVoices.createdAt), desc(savedVoices.id));
      const found = await voices.findMany(
        rows.map((row) => row.voiceId),
        userId,
      );
      return rows.map((row) => toSavedVoice(row, found.get(row.voiceId)));
    },

    async update(userId: number, request: UpdateRequest): Promise<TSavedVoice> {
      const row = await owned(userId, request.id);
      const manner = {
        speakRate: request.speakRate ?? row.manner.speakRate,
        speakPitch: request.speakPitch ?? row.manner.speakPitch,
        volume: request.volume ?? row.manner.volume,
      };
      const [updated] = await db
        .update(savedVoices)
        .set({ name: request.name ?? row.name, manner, updatedAt: new Date() })
        .where(eq(savedVoices.id, row.id))
        .returning();
      return toSavedVoice(updated!, await voices.find(row.voiceId, userId));
    },

    async remove(userId: number, id: number): Promise<void> {
      const deleted = await db
        .delete(savedVoices)
        .where(and(eq(savedVoices.id, id), eq(savedVoices.ownerId, userId)))
        .returning({ id: savedVoices.id });
      if (deleted.length === 0) throw AppError.badRequest('savedVoiceNotFound');
    },
  };
}
export type SavedVoiceService = ReturnType<typeof createSavedVoiceService>;
