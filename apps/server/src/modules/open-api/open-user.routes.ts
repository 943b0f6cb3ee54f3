import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OpenApi, ZOpenUserInfoRequest, type TOpenUserInfo, type TUserInfo } from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { Services } from '../services';
import type { OpenRouteOptions } from './open-route-options';

const tags = ['open API: account'];

/** The account of the token: K-coin balance and membership end (`user/v1/getInfo`, `open/user/v3/getInfo`). */
export function openUserRoutes({ account }: Services, { perSecond }: OpenRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      OpenApi.userInfo,
      { config: perSecond(10), schema: { tags, body: ZOpenUserInfoRequest } },
      async (req): Promise<TOpenUserInfo> => {
        const user = await account.userInfo(requireAuth(req).userId);
        const asked = req.body.userEmail?.toLowerCase();
        if (asked && asked !== user.email?.toLowerCase()) throw AppError.forbidden();
        return toOpenUserInfo(user);
      },
    );
    app.get(OpenApi.userInfoV3, { config: perSecond(10), schema: { tags } }, async (req) =>
      toOpenUserInfo(await account.userInfo(requireAuth(req).userId)),
    );
  };
}

function toOpenUserInfo(user: TUserInfo): TOpenUserInfo {
  return {
    balance: user.kCoinBalance,
    vipExpireTime: user.vipExpireTime,
    userId: user.id,
    userEmail: user.email,
    plan: user.plan,
  };
}
