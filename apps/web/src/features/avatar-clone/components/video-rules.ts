import { AVATAR_CLONE_VIDEO_LIMITS, type TMessageKey } from '@orator/contracts';

const LIMITS = AVATAR_CLONE_VIDEO_LIMITS;
const MB = 1024 * 1024;

/** Every parameter a video message may name, so each message picks its own. */
export const VIDEO_MESSAGE_PARAMS = {
  maxMb: LIMITS.maxBytes / MB,
  minSec: LIMITS.minSec,
  maxMinutes: LIMITS.maxSec / 60,
  minSide: LIMITS.minShortSide,
};

export interface TVideoFacts {
  durationSec: number;
  width: number;
  height: number;
}

/**
 * What the browser can tell before uploading: type, size, and from the video's own metadata its length and
 * size. The server decides again from the decoded video, and checks the face.
 */
export function videoProblem(file: Pick<File, 'name' | 'type' | 'size'>, facts?: TVideoFacts): TMessageKey | null {
  const isVideo = (LIMITS.mimeTypes as readonly string[]).includes(file.type) || /\.(mp4|mov)$/i.test(file.name);
  if (!isVideo) return 'avatarCloneVideoWrongFormat';
  if (file.size > LIMITS.maxBytes) return 'avatarCloneVideoTooLarge';
  if (!facts) return null;
  if (facts.durationSec < LIMITS.minSec) return 'avatarCloneVideoTooShort';
  if (facts.durationSec > LIMITS.maxSec) return 'avatarCloneVideoTooLong';
  if (Math.min(facts.width, facts.height) < LIMITS.minShortSide) return 'avatarCloneVideoLowResolution';
  return null;
}

/** A browser that cannot read the file (an HEVC MOV in Chromium) may never say so: the server decides then. */
const METADATA_WAIT_MS = 8000;

/** The video's length and size as the browser reads them; undefined when it cannot read the file. */
export function readVideoFacts(file: File): Promise<TVideoFacts | undefined> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (facts: TVideoFacts | undefined) => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      resolve(facts);
    };
    const timer = setTimeout(() => done(undefined), METADATA_WAIT_MS);
    video.preload = 'metadata';
    video.onloadedmetadata = () =>
      done(
        Number.isFinite(video.duration)
          ? { durationSec: video.duration, width: video.videoWidth, height: video.videoHeight }
          : undefined,
      );
    video.onerror = () => done(undefined);
    video.src = url;
  });
}
