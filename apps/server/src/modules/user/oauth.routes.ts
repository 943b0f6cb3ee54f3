import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { Header, UserApi, ZOAuthCallbackQuery, ZOAuthStartQuery } from '@orator/contracts';
import type { AppConfig } from '../../platform/config';
import type { Services } from '../services';
import { OAUTH_PROVIDERS } from './oauth.service';

const tags = ['user'];

export function oauthRoutes({ oauth }: Services, config: Pick<AppConfig, 'publicUrl'>): FastifyPluginAsyncZod {
  const origin = (req: FastifyRequest) => config.publicUrl ?? `${req.protocol}://${req.host}`;
  const callbackUrl = (req: FastifyRequest, provider: string) =>
    `${origin(req)}/api${UserApi.oauthCallback(provider as 'google')}`;

  return async (app) => {
    for (const provider of OAUTH_PROVIDERS) {
      app.get(
        UserApi.oauthStart(provider),
        { config: { access: 'public' }, schema: { tags, querystring: ZOAuthStartQuery } },
        (req) =>
          oauth.start(provider, {
            ...req.query,
            identityId: req.headers[Header.RequestId] as string | undefined,
            callbackUrl: callbackUrl(req, provider),
          }),
      );

      app.get(
        UserApi.oauthCallback(provider),
        { config: { access: 'public', rawReply: true }, schema: { tags, querystring: ZOAuthCallbackQuery } },
        async (req, reply) => {
          const url = new URL(req.url, callbackUrl(req, provider));
          try {
            const { token, redirect } = await oauth.complete(provider, url);
            reply.setSessionCookie(token);
            return reply.redirect(redirect);
          } catch (error) {
            req.log.warn({ err: error, provider }, 'social sign-in failed');
            return reply.redirect(`/ai/login?oauth_error=${provider}`);
          }
        },
      );
    }
  };
}
