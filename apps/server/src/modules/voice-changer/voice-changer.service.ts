import path from 'node:path';
import {
  TaskStatus,
  VOICE_CHANGE_FORMANT_RANGE,
  VOICE_CHANGE_INPUT,
  VOICE_CHANGE_PITCH_RANGE,
  VOICE_CHANGE_PRESETS,
  type TPage,
  type TVoiceChangePresets,
} from '@orator/contracts';
import { PRESET_RECIPES } from '@orator/media';
import { AppError } from '../../platform/errors';
import type { Queue } from '../../platform/queue';
import { withLocalCopy } from '../../platform/storage/local-copy';
import type { Storage } from '../../platform/storage/index';
import type { FileRepo } from '../file/file.repo';
import { checkVoiceChangeInput } from './input-check';
import type { VoiceChangeListing, VoiceChangerRepo } from './voice-changer.repo';

interface VoiceChangerDeps {
  repo: VoiceChangerRepo;
  files: FileRepo;
  storage: Storage;
  queue: Queue;
}

export interface SaveVoiceChange {
  fileId: number;
  taskName?: string;
  preset: (typeof VOICE_CHANGE_PRESETS)[number];
  pitchSemitones: number;
  formantSemitones: number;
}

const TASK_NAME_MAX = 100;

/** The settings a change keeps: a preset's own shifts are the media engine's, only custom ones are the user's. */
function settingsOf(request: SaveVoiceChange) {
  const isCustom = request.preset === 'custom';
  return {
    preset: request.preset,
    pitchSemitones: isCustom ? request.pitchSemitones : 0,
    formantShift: isCustom ? request.formantSemitones : 0,
  };
}

/**
 * The voice changer is free: no K-coins are quoted, held or taken (docs/api.md "Voice changer (#6)"). Input
 * is checked by content before anything is queued, so a refused file leaves no task behind.
 */
export function createVoiceChangerService({ repo, files, storage, queue }: VoiceChangerDeps) {
  async function owned(ownerId: number, id: number): Promise<VoiceChangeListing> {
    const row = await repo.ownedListing(id, ownerId);
    if (!row) throw AppError.badRequest('voiceChangeNotFound');
    return row;
  }

  return {
    presets(): TVoiceChangePresets {
      return {
        presets: VOICE_CHANGE_PRESETS.map((preset) => ({
          preset,
          pitchSemitones: preset === 'custom' ? 0 : PRESET_RECIPES[preset].pitchSemitones,
          formantSemitones: preset === 'custom' ? 0 : PRESET_RECIPES[preset].formantSemitones,
        })),
        pitchRange: VOICE_CHANGE_PITCH_RANGE,
        formantRange: VOICE_CHANGE_FORMANT_RANGE,
        input: VOICE_CHANGE_INPUT,
        isFree: true,
      };
    },

    async save(ownerId: number, request: SaveVoiceChange): Promise<VoiceChangeListing> {
      const source = await files.ownedBy(request.fileId, ownerId);
      if (!source) throw AppError.badRequest('uploadAudioRequired');
      const { durationSec } = await withLocalCopy(storage, source.storageKey, checkVoiceChangeInput);
      const taskName = request.taskName ?? path.parse(source.fileName).name.slice(0, TASK_NAME_MAX);
      const row = await repo.insert({
        ownerId,
        taskName: taskName || source.fileName,
        status: TaskStatus.Queued,
        sourceFileId: source.id,
        settings: settingsOf(request),
        durationSec,
      });
      try {
        await queue.send('voice.change', { taskId: row.id }, { singletonKey: `voice-change-${row.id}` });
      } catch (error) {
        // A change nobody will ever run must not sit in the list as "queued".
        await repo.update(row.id, { deletedAt: new Date() });
        throw error;
      }
      return { ...row, sourceFileName: source.fileName };
    },

    async list(ownerId: number, current: number, size: number, ids?: number[]): Promise<TPage<VoiceChangeListing>> {
      const { rows, total } = await repo.page(ownerId, (current - 1) * size, size, ids);
      return { records: rows, total, current, size };
    },

    detail: owned,

    async delete(ownerId: number, ids: number[]) {
      const removed = await repo.softDelete(ids, ownerId);
      if (removed === 0) throw AppError.badRequest('voiceChangeNotFound');
    },
  };
}
export type VoiceChangerService = ReturnType<typeof createVoiceChangerService>;
