import { stat } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { probeTranslationVideo, trackFaces, type AudioInputLimits } from '@orator/media';
import { AppError } from '../../platform/errors';
import { checkToolAudio } from '../file/audio-input-check';

const MB = 1024 * 1024;

/**
 * What a lip sync takes: an MP4 or MOV video within the V3 video uploads' size and length (200 MB, 10 minutes),
 * and an MP3 or WAV audio (textToSpeech's MP3s, or uploads) of 1 s to 10 minutes, the longest narration a video
 * takes (SPEC 5), whose length is the result's.
 */
export const LIP_SYNC_LIMITS = {
  videoMaxBytes: 200 * MB,
  videoMaxSec: 600,
  audio: { formats: ['mp3', 'wav'], minSec: 1, maxSec: 600, maxBytes: 200 * MB } satisfies AudioInputLimits,
} as const;

const VIDEO_TYPES = new Set(['video/mp4', 'video/quicktime']);
/** A header may round a video's length up a little: this much over the limit is still the limit. */
const LENGTH_TOLERANCE_SEC = 0.5;
/** The face check looks at this many frames spread over the first seconds, not the whole video: it runs in the request. */
const FACE_CHECK_SAMPLES = 8;
const FACE_CHECK_SEC = 10;

/** The video's length, once it is known to be an MP4 or MOV within the limits in which a face can be seen. */
export async function checkLipSyncVideo(filePath: string): Promise<{ durationSec: number }> {
  const maxMb = LIP_SYNC_LIMITS.videoMaxBytes / MB;
  if ((await stat(filePath)).size > LIP_SYNC_LIMITS.videoMaxBytes) {
    throw AppError.badRequest('lipSyncVideoTooLarge', { maxMb });
  }
  const type = await fileTypeFromFile(filePath);
  if (!type || !VIDEO_TYPES.has(type.mime)) throw AppError.badRequest('lipSyncVideoWrongFormat');
  const video = await probeTranslationVideo(filePath).catch(() => {
    throw AppError.badRequest('lipSyncVideoUnreadable');
  });
  if (video.durationSec > LIP_SYNC_LIMITS.videoMaxSec + LENGTH_TOLERANCE_SEC) {
    throw AppError.badRequest('lipSyncVideoTooLong', { maxMinutes: LIP_SYNC_LIMITS.videoMaxSec / 60 });
  }
  const checkedSec = Math.min(video.durationSec, FACE_CHECK_SEC);
  const faces = await trackFaces(filePath, { fps: FACE_CHECK_SAMPLES / checkedSec, maxSec: checkedSec }).catch(() => {
    throw AppError.badRequest('lipSyncVideoUnreadable');
  });
  if (!faces.meshes.some(Boolean)) throw AppError.badRequest('lipSyncNoFace');
  return { durationSec: Math.min(video.durationSec, LIP_SYNC_LIMITS.videoMaxSec) };
}

/** The audio's length, measured by decoding it, once it is known to be an MP3 or WAV with something said. */
export async function checkLipSyncAudio(filePath: string): Promise<{ durationSec: number }> {
  const { durationSec } = await checkToolAudio(filePath, LIP_SYNC_LIMITS.audio, {
    wrongFormat: 'lipSyncAudioWrongFormat',
    silent: 'lipSyncAudioSilent',
  });
  return { durationSec };
}
