import { z } from 'zod';
import { ZFileRef } from './file';
/** Replies, error codes and client rules for these endpoints: docs/api.md, section "Avatar video studio (#5)". */

/** Backgrounds, fonts and music for the create page (SPEC 7 "Backgrounds and assets"). */
export const AssetApi = {
  /** GET */
  queryBackgroundList: '/digitalhuman/v1/background/queryBackgroundList',
  /** GET, param id: a built-in background image (public). */
  backgroundImage: '/digitalhuman/v1/background/image',
  queryUploadFileList: '/digitalhuman/v1/background/queryUploadFileList',
  handleUploadBackGroundFile: '/digitalhuman/v1/background/handleUploadBackGroundFile',
  deleteById: '/digitalhuman/v1/background/deleteById',
  /** GET */
  queryFontList: '/digitalhuman/v1/font/queryFontList',
  /** GET */
  musicCategoryList: '/digitalhuman/v1/music/categoryList',
  musicList: '/digitalhuman/v1/music/list',
  /** GET, param id: the track as MP3 (public). */
  musicFile: '/digitalhuman/v1/music/file',
} as const;

export interface TBackgroundImage {
  id: string;
  name: string;
  url: string;
}
export interface TBackgroundList {
  colors: string[];
  images: TBackgroundImage[];
}
export interface TUploadedBackground {
  fileId: number;
  fileName: string;
  kind: 'image' | 'video';
  url: string;
  createTime: string;
}
export interface TFont {
  id: string;
  name: string;
  family: string;
  cjk: boolean;
}
export interface TMusicCategory {
  id: string;
  name: string;
}
export interface TMusicTrack {
  id: string;
  categoryId: string;
  name: string;
  durationSec: number;
  url: string;
}

export const ZUploadListRequest = z.object({
  current: z.number().int().positive().default(1),
  size: z.number().int().positive().max(100).default(20),
});
export const ZBackgroundFileRequest = z.object({ fileId: ZFileRef });
export const ZMusicListRequest = z.object({ categoryId: z.string().max(40).optional() });
export const ZAssetIdQuery = z.object({ id: z.string().min(1).max(40) });
/** SPEC: background uploads are images or videos; videos play muted under the presenter. */
export const BACKGROUND_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
