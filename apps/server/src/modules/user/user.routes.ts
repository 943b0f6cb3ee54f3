import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Header,
  UserApi,
  ZForgetPasswordRequest,
  ZGenerateTokenQuery,
  ZGenerateTokenRequest,
  ZLoginRenewalRequest,
  ZLoginRequest,
  ZRegisterActiveRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZRevokeTokenRequest,
  ZSendLoginCodeRequest,
  ZSendRegisterCodeQuery,
  ZUpdateUserInfoRequest,
} from '@orator/contracts';
import { readSessionCookie, requireAuth } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { Services } from '../services';
import { phoneCountries } from './phone';

const tags = ['user'];

export function userRoutes(
  services: Services,
  limits: { codeSendPerMinute: number; captchaPerMinute: number },
): FastifyPluginAsyncZod {
  const { account, sessions, captcha, identity, system } = services;
  const sensitive = { rateLimit: { max: limits.codeSendPerMinute, timeWindow: '1 minute' } };
  // A captcha or an anonymous identity is a database row anyone may ask for: each has its own per-client budget,
  // above what one person's forms use, since every form and every wrong answer asks for a fresh captcha.
  const handedOut = { rateLimit: { max: limits.captchaPerMinute, timeWindow: '1 minute' } };

  return async (app) => {
    app.get(UserApi.captcha, { config: { access: 'public', ...handedOut }, schema: { tags } }, () => captcha.create());

    app.post(
      UserApi.register,
      { config: { access: 'public', ...sensitive }, schema: { tags, body: ZRegisterRequest } },
      (req) => account.register(req.body, req.locale, req.ip),
    );
    app.get(
      UserApi.registerSendCode,
      { config: { access: 'public', ...sensitive }, schema: { tags, querystring: ZSendRegisterCodeQuery } },
      (req) => account.resendRegisterCode(req.query, req.locale, req.ip),
    );
    app.post(
      UserApi.registerActive,
      {
        config: { access: 'public', startsSession: true, ...sensitive },
        schema: { tags, body: ZRegisterActiveRequest },
      },
      (req) => account.activate(req.body),
    );

    app.post(
      UserApi.login,
      { config: { access: 'public', startsSession: true, ...sensitive }, schema: { tags, body: ZLoginRequest } },
      (req) =>
        req.body.loginType === 'phone'
          ? account.loginWithPhone(req.body)
          : account.loginWithPassword(req.body, { client: req.ip, log: req.log }),
    );
    app.post(
      UserApi.loginSendCode,
      { config: { access: 'public', ...sensitive }, schema: { tags, body: ZSendLoginCodeRequest } },
      (req) => account.sendLoginCode(req.body, req.locale, req.ip),
    );
    app.get(UserApi.phoneCountry, { config: { access: 'public' }, schema: { tags } }, (req) =>
      phoneCountries(req.locale),
    );

    app.post(
      UserApi.forgetPassword,
      { config: { access: 'public', ...sensitive }, schema: { tags, body: ZForgetPasswordRequest } },
      (req) => account.forgetPassword(req.body, req.locale, req.ip),
    );
    app.post(
      UserApi.resetPassword,
      { config: { access: 'public', ...sensitive }, schema: { tags, body: ZResetPasswordRequest } },
      (req) => account.resetPassword(req.body),
    );

    app.post(UserApi.userInfoDetail, { schema: { tags } }, (req) => account.userInfo(requireAuth(req).userId));
    app.post(UserApi.updateUserInfo, { schema: { tags, body: ZUpdateUserInfoRequest } }, (req) =>
      account.updateUserInfo(requireAuth(req).userId, req.body),
    );
    app.post(UserApi.logout, { schema: { tags } }, async (req, reply) => {
      await sessions.endSession(requireAuth(req));
      reply.clearSessionCookie();
      return null;
    });

    app.post(
      UserApi.loginRenewal,
      { config: { access: 'optional' }, schema: { tags, body: ZLoginRenewalRequest } },
      async (req, reply) => {
        // The browser's token stays in its cookie, out of the page's reach; an API client gets its own back.
        const { aigctoken } = req.body;
        if (aigctoken === undefined) {
          const cookieToken = readSessionCookie(req);
          if (!cookieToken) throw AppError.sessionExpired();
          reply.setSessionCookie(await sessions.renew(cookieToken));
          return null;
        }
        reply.header(Header.Token, await sessions.renew(decodeRenewalToken(aigctoken)));
        return null;
      },
    );

    app.get(UserApi.reqIdentity, { config: { access: 'public', ...handedOut }, schema: { tags } }, (req) =>
      identity.create(req.headers['user-agent'] ?? null),
    );

    app.get(UserApi.getToken, { schema: { tags } }, (req) => sessions.listApiTokens(requireAuth(req).userId));
    // SPEC's GET stays for header clients only: a GET by cookie is anybody's link or image (docs/decisions.md).
    app.get(UserApi.generateToken, { schema: { tags, querystring: ZGenerateTokenQuery } }, (req) => {
      const auth = requireAuth(req);
      if (auth.carrier === 'cookie') throw AppError.forbidden('requestOriginRefused');
      return sessions.createApiToken(auth, req.query.name);
    });
    app.post(UserApi.generateToken, { schema: { tags, body: ZGenerateTokenRequest } }, (req) =>
      sessions.createApiToken(requireAuth(req), req.body.name),
    );
    app.post(UserApi.revokeToken, { schema: { tags, body: ZRevokeTokenRequest } }, async (req) => {
      await sessions.revokeApiToken(requireAuth(req).userId, req.body.id);
      return null;
    });
    app.get(UserApi.checkApiPermission, { schema: { tags } }, (req) => account.apiPermission(requireAuth(req).userId));

    app.get(
      UserApi.typeList,
      {
        config: { access: 'public' },
        schema: { tags, querystring: z.object({ code: z.string().max(64).optional() }) },
      },
      (req) => system.directoryTypes(req.query.code),
    );
    app.post(UserApi.isHaoKeForBaXi, { schema: { tags } }, (req) => account.isHaoKe(requireAuth(req).userId));
  };
}

function decodeRenewalToken(encoded: string): string {
  const token = Buffer.from(encoded, 'base64').toString('utf8');
  if (!token) throw AppError.sessionExpired();
  return token;
}
