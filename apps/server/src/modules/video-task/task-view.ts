import { downloadUrl, messages, translate, type TLocale, type TMessageKey, type TVideoTask } from '@orator/contracts';
import type { AvatarService } from '../avatar/avatar.service';
import type { VoiceService } from '../voice/voice.service';
import type { VideoTaskRow } from './task.repo';

/** Render time per second of video on a small machine, for the time-left estimate. */
const SECONDS_PER_VIDEO_SECOND = 0.5;

export async function toVideoTask(
  row: VideoTaskRow,
  deps: { avatars: AvatarService; voices: VoiceService },
  locale: TLocale,
): Promise<TVideoTask> {
  const voice = row.inputMode !== 'audio' ? await deps.voices.find(row.speech.voiceId, row.ownerId) : undefined;
  const avatarName = await deps.avatars.nameOf(row.ownerId, row.digitalHumanId);
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
