import { z } from 'zod';

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
} as const;

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

export const ZFindFileQuery = z.object({ id: z.coerce.number().int().positive() });
export const ZFileListBySourceRequest = z.object({
  source: z.number().int().positive(),
  current: z.number().int().positive().default(1),
  size: z.number().int().positive().max(100).default(20),
});
export const ZUpdateFileRequest = z.object({
  id: z.number().int().positive(),
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
