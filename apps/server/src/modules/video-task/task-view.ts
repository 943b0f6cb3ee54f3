import {
  downloadUrl,
  messages,
  translate,
  type TLocale,
  type TMessageKey,
  type TVideoTask,
  type TVoice,
} from '@orator/contracts';
import type { AvatarService } from '../avatar/avatar.service';
import type { VoiceService } from '../voice/voice.service';
import type { VideoTaskRow } from './task.repo';

/** Render time per second of video on a small machine, for the time-left estimate. */
const SECONDS_PER_VIDEO_SECOND = 0.5;

interface TaskViewDeps {
  avatars: AvatarService;
  voices: VoiceService;
}

export async function toVideoTask(row: VideoTaskRow, deps: TaskViewDeps, locale: TLocale): Promise<TVideoTask> {
  return (await toVideoTasks(row.ownerId, [row], deps, locale))[0]!;
}

/** One owner's tasks, their voices and avatars looked up once for the whole list rather than once a row. */
export async function toVideoTasks(
  ownerId: number,
  rows: VideoTaskRow[],
  deps: TaskViewDeps,
  locale: TLocale,
): Promise<TVideoTask[]> {
  if (rows.length === 0) return [];
  const spoken = rows.filter((row) => row.inputMode !== 'audio').map((row) => row.speech.voiceId);
  const [voices, avatarNames] = await Promise.all([
    spoken.length > 0 ? deps.voices.findMany(spoken, ownerId) : new Map<string, TVoice>(),
    deps.avatars.namesOf(
      ownerId,
      rows.map((row) => row.digitalHumanId),
    ),
  ]);
  return rows.map((row) => {
    const voice = row.inputMode !== 'audio' ? voices.get(row.speech.voiceId) : undefined;
    return present(row, voice, avatarNames.get(row.digitalHumanId) ?? row.digitalHumanId, locale);
  });
}

function present(row: VideoTaskRow, voice: TVoice | undefined, avatarName: string, locale: TLocale): TVideoTask {
  const pending = row.status === 190 || row.status === 191;
  return {
    id: row.id,
    taskName: row.taskName,
    taskStatusTypeId: row.status,
    progress: row.progress,
    surplusProcessSecond: pending
      ? Math.max(1, Math.round(row.estimatedSeconds * SECONDS_PER_VIDEO_SECOND * (1 - row.progress / 100)))
      : null,
    digitalHumanId: row.digitalHumanId,
    digitalHumanName: avatarName,
    supportTypeId: row.supportTypeId,
    inputMode: row.inputMode,
    copyContent: row.copyContent,
    voiceId: voice?.voiceId ?? null,
    voiceName: voice?.voiceName ?? null,
    languageType: voice?.language ?? null,
    languageTypeName: voice?.languageName ?? null,
    speakStyle: voice?.styles[0] ?? null,
    speakRate: row.speech.speakRate,
    speakPitch: row.speech.speakPitch,
    volume: row.speech.volume,
    scene: { canvasConfig: { showRatio: row.ratio, resolution: row.resolution } },
    background: row.background,
    subtitles: row.subtitles.enabled,
    musicTrackId: row.music?.trackId ?? null,
    costKcoins: row.costKcoins,
    isFreeUse: row.isTrial,
    voicePackageDurationSecond: row.durationSec === null ? null : Math.round(row.durationSec * 10) / 10,
    targetFileId: row.targetFileId,
    targetFileUrl: row.targetFileId ? downloadUrl(row.targetFileId, `${row.taskName}.mp4`) : null,
    targetFileThumbnailUrl: row.thumbnailFileId ? downloadUrl(row.thumbnailFileId) : null,
    failMessage: row.failReason && localized(row.failReason, locale),
    downloaded: row.downloaded,
    shareEnabled: row.shareEnabled,
    shareToken: row.shareEnabled ? row.shareToken : null,
    createTime: row.createdAt.toISOString(),
    startTime: row.startedAt?.toISOString() ?? null,
    finishTime: row.finishedAt?.toISOString() ?? null,
  };
}

/** Failures are stored as message keys so each reader sees them in their own language. */
function localized(reason: string, locale: TLocale): string {
  return Object.hasOwn(messages, reason) ? translate(reason as TMessageKey, locale) : reason;
}
