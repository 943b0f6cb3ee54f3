import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  API_BASE,
  AssetApi,
  FileSource,
  downloadUrl,
  type TBackgroundList,
  type TFont,
  type TLocale,
  type TMusicCategory,
  type TMusicTrack,
  type TPage,
  type TUploadedBackground,
} from '@orator/contracts';
import { MUSIC_CATEGORIES, MUSIC_TRACKS, SUBTITLE_FONTS, renderMusicTrack } from '@orator/media';
import { AppError } from '../../platform/errors';
import type { Storage } from '../../platform/storage/index';
import { madeOnce } from '../../platform/storage/made-once';
import type { FileRepo, FileRow } from '../file/file.repo';
import { BACKGROUND_COLORS, BUILT_IN_BACKGROUNDS, findBuiltInBackground } from './built-in-backgrounds';
import { musicCategoryName } from './music-names';

const BACKGROUND_KINDS: Record<string, 'image' | 'video'> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
  'video/mp4': 'video',
  'video/quicktime': 'video',
};

function toUploadedBackground(row: FileRow): TUploadedBackground {
  return {
    fileId: row.id,
    fileName: row.fileName,
    kind: BACKGROUND_KINDS[row.mimeType] ?? 'image',
    url: downloadUrl(row.id),
    createTime: row.createdAt.toISOString(),
  };
}

/** Backgrounds, subtitle fonts and music for the create page; generated assets are kept in storage once made. */
export function createAssetService(deps: { storage: Storage; files: FileRepo }) {
  const { storage, files } = deps;

  return {
    backgroundList(locale: TLocale): TBackgroundList {
      return {
        colors: BACKGROUND_COLORS,
        images: BUILT_IN_BACKGROUNDS.map((background) => ({
          id: background.id,
          name: background.name[locale],
          url: `${API_BASE}${AssetApi.backgroundImage}?id=${background.id}`,
        })),
      };
    },

    /** A built-in background as a 1920x1080 PNG. */
    backgroundImage(id: string): Promise<Buffer> {
      const background = findBuiltInBackground(id);
      if (!background) throw AppError.notFound();
      return madeOnce(storage, `cache/backgrounds/${id}.png`, 'image/png', () =>
        sharp(Buffer.from(background.svg)).png().toBuffer(),
      );
    },

    async uploads(ownerId: number, current: number, size: number): Promise<TPage<TUploadedBackground>> {
      const { rows, total } = await files.listBySource(ownerId, FileSource.Background, (current - 1) * size, size);
      return { records: rows.map(toUploadedBackground), total, current, size };
    },

    /** Confirms an uploaded file can serve as a background: an image or a video, by its content. */
    async registerUpload(ownerId: number, fileId: number): Promise<TUploadedBackground> {
      const row = await files.ownedBy(fileId, ownerId);
      if (!row) throw AppError.notFound();
      if (!BACKGROUND_KINDS[row.mimeType]) throw AppError.badRequest('backgroundUnsupported');
      const moved =
        row.source === FileSource.Background ? row : await files.setSource(fileId, ownerId, FileSource.Background);
      return toUploadedBackground(moved ?? row);
    },

    async deleteUpload(ownerId: number, fileId: number) {
      const row = await files.ownedBy(fileId, ownerId);
      if (!row || row.source !== FileSource.Background) throw AppError.notFound();
      await files.softDelete(fileId, ownerId);
    },

    fonts(): TFont[] {
      return SUBTITLE_FONTS.map((font) => ({
        id: font.id,
        name: font.displayName,
        family: font.family,
        cjk: font.cjk,
      }));
    },

    musicCategories(locale: TLocale): TMusicCategory[] {
      return MUSIC_CATEGORIES.map((category) => ({
        id: category.id,
        name: musicCategoryName(category.id, category.name, locale),
      }));
    },

    musicTracks(categoryId: string | undefined): TMusicTrack[] {
      return MUSIC_TRACKS.filter((track) => !categoryId || track.categoryId === categoryId).map((track) => ({
        id: track.id,
        categoryId: track.categoryId,
        name: track.name,
        durationSec: track.durationSec,
        url: `${API_BASE}${AssetApi.musicFile}?id=${track.id}`,
      }));
    },

    /** A track as MP3, synthesized on first use. */
    musicFile(id: string): Promise<Buffer> {
      if (!MUSIC_TRACKS.some((track) => track.id === id)) throw AppError.notFound();
      return madeOnce(storage, `cache/music/${id}.mp3`, 'audio/mpeg', async () => {
        const dir = await mkdtemp(path.join(os.tmpdir(), 'orator-music-'));
        try {
          const out = path.join(dir, `${id}.mp3`);
          await renderMusicTrack(id, out);
          return await readFile(out);
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      });
    },
  };
}
export type AssetService = ReturnType<typeof createAssetService>;
