import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  AvatarTag,
  OpenApi,
  SupportType,
  ZOpenAvatarListV1,
  ZOpenAvatarListV2,
  ZOpenAvatarListV3,
  OpenApiV3,
  openPageOf,
  type TDigitalHuman,
  type TOpenAvatar,
} from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import type { Services } from '../services';
import { fromOpenAvatarId, toOpenAvatarId } from './open-avatar-ids';
import type { OpenRouteOptions } from './open-route-options';

const tags = ['open API: avatars'];
/** API-NOTES: the avatar list allows 30 requests a second. */
const AVATAR_LIST_PER_SECOND = 30;
/** Every stock presenter in one read: the catalogue is in memory and small. */
const WHOLE_CATALOGUE = 100_000;

/** What every version's avatar list filters by. */
interface AvatarFilter {
  cloneDigitalHuman: 0 | 1;
  supportTypeId?: number;
  digitalHumanId?: number | null;
  tagIds?: number[] | null;
  areaTypeIds?: number[] | null;
  pageIndex: number;
  pageSize: number;
}

/**
 * `avatar/v1/list` and `avatar/v2/list`: the stock presenters (supportTypeId 101) and the caller's talking photos
 * that are ready (100); with `cloneDigitalHuman: 1`, the caller's avatar clones whose term runs (101, as the
 * /create picker shows them). V3's `open/avatar/v3/list` is the same list.
 */
export function openAvatarRoutes(
  { avatars, avatarClones }: Services,
  { perSecond, url }: OpenRouteOptions,
): FastifyPluginAsyncZod {
  async function candidates(userId: number, filter: AvatarFilter): Promise<TDigitalHuman[]> {
    const found =
      filter.cloneDigitalHuman === 1 ? await avatarClones.usableClones(userId) : await uploadedOrStock(userId, filter);
    if (!filter.digitalHumanId) return found;
    const wanted = fromOpenAvatarId(filter.digitalHumanId);
    return found.filter((avatar) => avatar.digitalHumanId === wanted);
  }

  async function uploadedOrStock(userId: number, filter: AvatarFilter): Promise<TDigitalHuman[]> {
    const found: TDigitalHuman[] = [];
    if (filter.supportTypeId !== SupportType.TalkingPhoto) {
      const stock = avatars.listStock({
        current: 1,
        size: WHOLE_CATALOGUE,
        supportTypeId: filter.supportTypeId,
        tagIds: filter.tagIds ?? undefined,
        areaTypeIds: filter.areaTypeIds ?? undefined,
      });
      found.push(...stock.records);
    }
    // A talking photo has no recorded gender, style or area: a filter on any of them leaves it out.
    const unfiltered = !filter.tagIds?.length && !filter.areaTypeIds?.length;
    if (filter.supportTypeId !== SupportType.DigitalHuman && unfiltered) {
      found.push(...(await avatars.listRealHuman(userId)));
    }
    return found;
  }

  async function list(req: FastifyRequest, filter: AvatarFilter) {
    const found = await candidates(requireAuth(req).userId, filter);
    return openPageOf(
      found.map((avatar) => toOpenAvatar(avatar, (path) => url(req, path))),
      filter,
    );
  }

  return async (app) => {
    const config = perSecond(AVATAR_LIST_PER_SECOND);
    // v1 and v2 name one area (`areaTypeId`), V3 several (`areaTypeIds`).
    const areas = (areaTypeId: number | undefined) => (areaTypeId === undefined ? undefined : [areaTypeId]);
    app.post(OpenApi.avatarListV1, { config, schema: { tags, body: ZOpenAvatarListV1 } }, (req) =>
      list(req, { ...req.body, cloneDigitalHuman: 0, areaTypeIds: areas(req.body.areaTypeId) }),
    );
    app.post(OpenApi.avatarListV2, { config, schema: { tags, body: ZOpenAvatarListV2 } }, (req) =>
      list(req, { ...req.body, areaTypeIds: areas(req.body.areaTypeId) }),
    );
    app.post(OpenApiV3.avatarList, { config, schema: { tags, body: ZOpenAvatarListV3 } }, (req) => list(req, req.body));
  };
}

function toOpenAvatar(avatar: TDigitalHuman, url: (path: string) => string): TOpenAvatar {
  const id = toOpenAvatarId(avatar.digitalHumanId);
  const thumbnail = url(avatar.digitalHumanThumbnailUrl);
  return {
    digitalHumanId: id,
    digitalHumanName: avatar.name,
    supportTypeId: avatar.supportTypeId,
    uploadTypeId: avatar.uploadTypeId,
    digitalHumanThumbnailId: id,
    digitalHumanThumbnailUrl: thumbnail,
    digitalHumanPhotoId: id,
    digitalHumanPhotoUrl: thumbnail,
    gender: avatar.gender,
    areaTypeId: avatar.areaTypeId,
    tagIds: [genderTag(avatar.gender), avatar.styleTagId].filter((tag): tag is number => tag !== null),
  };
}

function genderTag(gender: TDigitalHuman['gender']): number | null {
  if (gender === 'male') return AvatarTag.Male;
  return gender === 'female' ? AvatarTag.Female : null;
}
