import { z } from 'zod';
import { ResultCode } from './codes';
import type { TMessageKey } from './messages';

/** Where a stored file came from; `fileListBySource` filters on it. */
export const FileSource = {
  ProfileAvatar: 1,
  UserUpload: 2,
  Generated: 3,
  /** Images and videos uploaded as video backgrounds. */
  Background: 4,
  /** Portraits uploaded to become talking photos. */
  Portrait: 5,
  /** Narration audio uploaded for a video instead of a script. */
  Narration: 6,
  /** Recordings uploaded to be cloned into a voice. */
  VoiceSample: 7,
  /** Audio uploaded to a voice tool: the voice changer or audio to subtitles. */
  AudioInput: 8,
  /** Slide decks uploaded to /pptcreate (PPTX, PPT, ODP, PDF). */
  SlideDeck: 9,
  /** The page images rendered from an uploaded deck. */
  SlidePage: 10,
  /** Videos uploaded to be translated into another language (#16). */
  TranslationVideo: 11,
  /** Photos uploaded to /cutout, and backdrops uploaded to place a cutout on (#17). */
  CutoutImage: 12,
  /** Product pictures uploaded as references for AI photos (#17). */
  AiPhotoReference: 13,
  /** AI photos a user kept with saveAiPhotoNew; they show among the uploads. */
  AiPhoto: 14,
  /** Cutouts (transparent PNGs) and the pictures composed from them on a new background; they show among the uploads. */
  Cutout: 15,
  /** Videos uploaded to /video-face-swap (#18). */
  FaceSwapVideo: 16,
  /** Photos uploaded into the face-swap face library (#18). */
  FaceSwapFace: 17,
  /** Videos uploaded to /video-subtitle-remover (#18). */
  SubtitleRemoverVideo: 18,
} as const;

/** How the server refuses a file reference the caller does not own: exactly as it refuses an unknown file. */
export interface TFileRefRefusal {
  code: typeof ResultCode.NotFound | typeof ResultCode.BadRequest;
  message: TMessageKey;
}

/**
 * Every request field that names a stored file is one of the schemas in this registry. The server checks,
 * before any route runs, that the caller owns each file so named (apps/server/src/platform/file-ownership.ts).
 */
export const fileRefs = z.registry<TFileRefRefusal>();

/** A stored file the caller owns; someone else's, a deleted or an unknown one is answered 404. */
export const ZFileRef = z
  .number()
  .int()
  .positive()
  .register(fileRefs, { code: ResultCode.NotFound, message: 'notFound' });
/** An uploaded audio file the caller owns; any other id is answered "Please upload audio", as a missing one. */
export const ZAudioFileRef = z
  .number()
  .int()
  .positive()
  .register(fileRefs, { code: ResultCode.BadRequest, message: 'uploadAudioRequired' });

export interface TFileInfo {
  id: number;
  fileName: string;
  mimeType: string;
  size: number;
  source: number;
  width: number | null;
  height: number | null;
  url: string;
  createTime: string;
}

export const ZFindFileQuery = z.object({ id: z.coerce.number().pipe(ZFileRef) });
export const ZFileListBySourceRequest = z.object({
  source: z.number().int().positive(),
  current: z.number().int().positive().default(1),
  size: z.number().int().positive().max(100).default(20),
});
export const ZUpdateFileRequest = z.object({
  id: ZFileRef,
  fileName: z.string().trim().min(1).max(200),
});
export const ZDownloadQuery = z.object({ fileId: z.string().min(1), fileName: z.string().max(255).optional() });

export function encodeFileId(id: number): string {
  return btoa(String(id));
}

export function downloadUrl(id: number, fileName?: string): string {
  const params = new URLSearchParams({ fileId: encodeFileId(id) });
  if (fileName) params.set('fileName', fileName);
  return `/api/user/v2/s3/downloadFileById?${params.toString()}`;
}
