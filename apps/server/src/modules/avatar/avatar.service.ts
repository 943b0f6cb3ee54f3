import { randomUUID } from 'node:crypto';
import {
  API_BASE,
  AvatarTag,
  DigitalHumanApi,
  HumanSource,
  SupportType,
  UploadType,
  messages,
  translate,
  type TDigitalHuman,
  type TLocale,
  type TMessageKey,
  type TPage,
  type TPhotoAvatar,
  type TPhotoUploadNumber,
  type ZDigitalHumanListRequest,
} from '@orator/contracts';
import { STOCK_AVATARS, findStockAvatar, stockSpriteLayout, type StockAvatar } from '@orator/media';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import { pageOf } from '../../platform/paging';
import type { Queue } from '../../platform/queue';
import type { FileRepo } from '../file/file.repo';
import { IMAGE_MIME } from '../file/file-kinds';
import { isMember } from '../money/entitlements';
import type { UserRepo } from '../user/user.repo';
import type { PhotoAvatarRepo, PhotoAvatarRow } from './photo-avatar.repo';

type ListRequest = z.output<typeof ZDigitalHumanListRequest>;

/** How many talking photos a user may keep; photos the face check refused do not count. */
export const PHOTO_AVATAR_LIMIT = { free: 5, member: 50 } as const;
/** Height of the thumbnails in the avatar grids, stock and photo alike. */
export const POSTER_HEIGHT = 320;
/** The height the browser preview's sprite is drawn at. */
export const PREVIEW_SPRITE_HEIGHT = 360;

const isMessageKey = (value: string): value is TMessageKey => Object.hasOwn(messages, value);

const STOCK_PREFIX = 'stock-';
const PHOTO_PREFIX = 'photo-';

/** What a task needs to know about the avatar it speaks with. */
export type ResolvedAvatar =
  | { kind: 'stock'; avatar: StockAvatar; supportTypeId: number; memberOnly: boolean }
  | { kind: 'photo'; photo: PhotoAvatarRow; supportTypeId: number; memberOnly: boolean };

const api = (path: string, params: Record<string, string | number>) =>
  `${API_BASE}${path}?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;

export function stockToDigitalHuman(avatar: StockAvatar): TDigitalHuman {
  const layout = stockSpriteLayout(avatar, PREVIEW_SPRITE_HEIGHT);
  return {
    digitalHumanId: avatar.id,
    name: avatar.name,
    humanSource: HumanSource.InHouse,
    supportTypeId: SupportType.DigitalHuman,
    uploadTypeId: UploadType.AvatarDefault,
    gender: avatar.gender,
    ageGroup: avatar.ageGroup,
    areaTypeId: avatar.area,
    styleTagId: avatar.styleTag,
    framing: avatar.framing,
    memberOnly: avatar.memberOnly,
    digitalHumanThumbnailUrl: api(DigitalHumanApi.poster, { id: avatar.id }),
    spriteUrl: api(DigitalHumanApi.sprite, { id: avatar.id, height: PREVIEW_SPRITE_HEIGHT }),
    spriteColumns: layout.columns,
    spriteFrameWidth: layout.frameWidth,
    spriteFrameHeight: layout.frameHeight,
  };
}

export function photoDigitalHumanId(id: number): string {
  return `${PHOTO_PREFIX}${id}`;
}

function photoToDigitalHuman(row: PhotoAvatarRow): TDigitalHuman {
  const meta = row.rigMeta;
  const key = meta?.accessKey ?? '';
  return {
    digitalHumanId: photoDigitalHumanId(row.id),
    name: row.name,
    humanSource: HumanSource.InHouse,
    supportTypeId: SupportType.TalkingPhoto,
    uploadTypeId: UploadType.AvatarUserUpload,
    gender: null,
    ageGroup: null,
    areaTypeId: null,
    styleTagId: null,
    framing: 'photo',
    memberOnly: false,
    digitalHumanThumbnailUrl: api(DigitalHumanApi.poster, { id: photoDigitalHumanId(row.id), key }),
    spriteUrl: api(DigitalHumanApi.sprite, { id: photoDigitalHumanId(row.id), key }),
    spriteColumns: meta?.spriteColumns ?? [],
    spriteFrameWidth: meta?.spriteFrameWidth ?? 0,
    spriteFrameHeight: meta?.spriteFrameHeight ?? 0,
  };
}

export function toPhotoAvatar(row: PhotoAvatarRow, locale: TLocale): TPhotoAvatar {
  const human = photoToDigitalHuman(row);
  return {
    id: row.id,
    digitalHumanId: human.digitalHumanId,
    name: row.name,
    status: row.status,
    progress: row.progress,
    failReason: row.failReason,
    failMessage: row.failReason && isMessageKey(row.failReason) ? translate(row.failReason, locale) : null,
    thumbnailUrl: row.status === 'ready' ? human.digitalHumanThumbnailUrl : null,
    createTime: row.createdAt.toISOString(),
  };
}

function matches(avatar: StockAvatar, filter: ListRequest): boolean {
  const genderTags = filter.tagIds?.filter((t) => t === AvatarTag.Male || t === AvatarTag.Female) ?? [];
  const styleTags = filter.tagIds?.filter((t) => t !== AvatarTag.Male && t !== AvatarTag.Female) ?? [];
  const genderTag = avatar.gender === 'male' ? AvatarTag.Male : AvatarTag.Female;
  if (genderTags.length && !genderTags.includes(genderTag)) return false;
  if (styleTags.length && !styleTags.includes(avatar.styleTag)) return false;
  if (filter.areaTypeIds?.length && !filter.areaTypeIds.includes(avatar.area)) return false;
  if (filter.framing && avatar.framing !== filter.framing) return false;
  if (filter.memberOnly !== undefined && avatar.memberOnly !== filter.memberOnly) return false;
  if (filter.keyword && !avatar.name.toLowerCase().includes(filter.keyword.toLowerCase())) return false;
  return true;
}

export function createAvatarService(deps: { photos: PhotoAvatarRepo; files: FileRepo; users: UserRepo; queue: Queue }) {
  const { photos, files, users, queue } = deps;

  async function ownedPhoto(userId: number, digitalHumanId: string) {
    const id = Number(digitalHumanId.slice(PHOTO_PREFIX.length));
    const row = Number.isSafeInteger(id) && id > 0 ? await photos.ownedBy(id, userId) : undefined;
    if (!row) throw AppError.badRequest('avatarNotFound');
    return row;
  }

  async function photoLimit(userId: number): Promise<number> {
    const user = await users.byId(userId);
    if (!user) throw AppError.sessionExpired();
    return isMember(user) ? PHOTO_AVATAR_LIMIT.member : PHOTO_AVATAR_LIMIT.free;
  }

  const service = {
    listStock(filter: ListRequest): TPage<TDigitalHuman> {
      if (filter.supportTypeId === SupportType.TalkingPhoto) {
        return { records: [], total: 0, current: filter.current, size: filter.size };
      }
      const found = STOCK_AVATARS.filter((avatar) => matches(avatar, filter));
      return pageOf(found, filter.current, filter.size, stockToDigitalHuman);
    },

    /** The user's talking photos that are ready to speak. */
    async listRealHuman(userId: number): Promise<TDigitalHuman[]> {
      const rows = await photos.list(userId);
      return rows.filter((row) => row.status === 'ready').map(photoToDigitalHuman);
    },

    async info(userId: number, digitalHumanId: string): Promise<TDigitalHuman> {
      if (digitalHumanId.startsWith(PHOTO_PREFIX)) return photoToDigitalHuman(await ownedPhoto(userId, digitalHumanId));
      const avatar = findStockAvatar(digitalHumanId);
      if (!avatar) throw AppError.badRequest('avatarNotFound');
      return stockToDigitalHuman(avatar);
    },

    /** The avatar a task will render, checked to exist, belong to the user and be ready. */
    async resolve(userId: number, digitalHumanId: string): Promise<ResolvedAvatar> {
      if (digitalHumanId.startsWith(STOCK_PREFIX)) {
        const avatar = findStockAvatar(digitalHumanId);
        if (!avatar) throw AppError.badRequest('avatarNotFound');
        return { kind: 'stock', avatar, supportTypeId: SupportType.DigitalHuman, memberOnly: avatar.memberOnly };
      }
      if (!digitalHumanId.startsWith(PHOTO_PREFIX)) throw AppError.badRequest('avatarNotFound');
      const photo = await ownedPhoto(userId, digitalHumanId);
      if (photo.status !== 'ready') throw AppError.badRequest('avatarNotReady');
      return { kind: 'photo', photo, supportTypeId: SupportType.TalkingPhoto, memberOnly: false };
    },

    /**
     * The avatars' names for task views, the talking photos among them read in one query; a deleted talking photo
     * keeps the videos it made, which then show its id.
     */
    async namesOf(ownerId: number, digitalHumanIds: string[]): Promise<Map<string, string>> {
      const names = new Map<string, string>();
      const photoIds = new Map<number, string>();
      for (const digitalHumanId of new Set(digitalHumanIds)) {
        names.set(digitalHumanId, findStockAvatar(digitalHumanId)?.name ?? digitalHumanId);
        const id = Number(digitalHumanId.slice(PHOTO_PREFIX.length));
        if (digitalHumanId.startsWith(PHOTO_PREFIX) && Number.isSafeInteger(id) && id > 0)
          photoIds.set(id, digitalHumanId);
      }
      for (const row of await photos.namesOwnedBy([...photoIds.keys()], ownerId)) {
        names.set(photoIds.get(row.id)!, row.name);
      }
      return names;
    },

    /** A talking photo's sprite or thumbnail, for whoever holds its access key. */
    async photoAsset(digitalHumanId: string, key: string, part: 'sprite' | 'poster') {
      const id = Number(digitalHumanId.slice(PHOTO_PREFIX.length));
      const row = Number.isSafeInteger(id) && id > 0 ? await photos.byId(id) : undefined;
      const fileId = part === 'sprite' ? row?.spriteFileId : row?.thumbnailFileId;
      if (!row || !fileId || !row.rigMeta || row.rigMeta.accessKey !== key) throw AppError.notFound();
      return fileId;
    },

    async photoList(userId: number, locale: TLocale): Promise<TPhotoAvatar[]> {
      return (await photos.list(userId)).map((row) => toPhotoAvatar(row, locale));
    },

    async photoUploadNumber(userId: number): Promise<TPhotoUploadNumber> {
      return { used: await photos.count(userId), limit: await photoLimit(userId) };
    },

    /** Accepts an uploaded portrait and queues its face analysis; progress is polled. */
    async photoUpload(
      userId: number,
      fileId: number,
      name: string | undefined,
      locale: TLocale,
    ): Promise<TPhotoAvatar> {
      const file = await files.ownedBy(fileId, userId);
      if (!file) throw AppError.notFound();
      if (!IMAGE_MIME.has(file.mimeType)) throw AppError.badRequest('photoUnsupportedFormat');
      const limit = await photoLimit(userId);
      const row = await photos.insertWithinLimit(
        {
          ownerId: userId,
          name: (name || file.fileName.replace(/\.[^.]+$/, '')).slice(0, 60),
          photoFileId: file.id,
          status: 'processing',
          progress: 5,
        },
        limit,
      );
      if (!row) throw AppError.badRequest('photoLimitReached', { max: limit });
      await queue.send('avatar.analyze-photo', { photoId: row.id }, { singletonKey: `photo:${row.id}` });
      return toPhotoAvatar(row, locale);
    },

    /** The talking photo made from an uploaded file, with its avatar once it is ready. */
    async photoOfFile(
      userId: number,
      fileId: number,
      locale: TLocale,
    ): Promise<{ photo: TPhotoAvatar; avatar: TDigitalHuman | null }> {
      const row = await photos.byPhotoFile(fileId, userId);
      if (!row) throw AppError.notFound();
      return { photo: toPhotoAvatar(row, locale), avatar: row.status === 'ready' ? photoToDigitalHuman(row) : null };
    },

    async photoProgress(userId: number, id: number, locale: TLocale): Promise<TPhotoAvatar> {
      const row = await photos.ownedBy(id, userId);
      if (!row) throw AppError.notFound();
      return toPhotoAvatar(row, locale);
    },

    async photoDelete(userId: number, ids: number[]) {
      await photos.softDelete(ids, userId);
    },

    newAccessKey: () => randomUUID().replace(/-/g, ''),
  };
  return service;
}
export type AvatarService = ReturnType<typeof createAvatarService>;
