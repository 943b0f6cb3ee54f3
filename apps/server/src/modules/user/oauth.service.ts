import { and, eq, gt, isNull } from 'drizzle-orm';
import * as client from 'openid-client';
import { oauthStates } from '../../db/schema/index';
import type { OAuthProviderConfig } from '../../platform/config';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { AccountService } from './account.service';
import { decodeState, encodeState, safeRedirect } from './oauth-state';

export const OAUTH_PROVIDERS = ['google', 'facebook'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

const STATE_TTL_MS = 10 * 60 * 1000;
const providerLabel: Record<OAuthProvider, string> = { google: 'Google', facebook: 'Facebook' };

interface Deps {
  db: Db;
  account: AccountService;
  providers: Partial<Record<OAuthProvider, OAuthProviderConfig>>;
  now?: () => Date;
}

/** Social sign-in over OpenID Connect with PKCE; any provider is configured by issuer, id and secret. */
export function createOAuthService({ db, account, providers, now = () => new Date() }: Deps) {
  const discovered = new Map<OAuthProvider, Promise<client.Configuration>>();

  function configuration(provider: OAuthProvider) {
    const settings = providers[provider];
    if (!settings) throw AppError.badRequest('oauthNotConfigured', { provider: providerLabel[provider] });
    let config = discovered.get(provider);
    if (!config) {
      const issuer = new URL(settings.issuer);
      // Plain http is only acceptable for a provider on this machine (tests, local identity servers).
      const execute = issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [];
      config = client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, { execute });
      config.catch(() => discovered.delete(provider));
      discovered.set(provider, config);
    }
    return config;
  }

  return {
    async start(
      provider: OAuthProvider,
      input: { source?: string; inviteUser?: string; redirect?: string; identityId?: string; callbackUrl: string },
    ) {
      const config = await configuration(provider);
      const codeVerifier = client.randomPKCECodeVerifier();
      const nonce = client.randomNonce();
      const state = {
        randomNumber: client.randomState(),
        userReqIdentityId: input.identityId ?? null,
        source: input.source ?? null,
        inviteUser: input.inviteUser ?? null,
      };
      await db.insert(oauthStates).values({
        id: state.randomNumber,
        provider,
        codeVerifier,
        nonce,
        payload: { ...state, redirect: input.redirect ?? null },
        expiresAt: new Date(now().getTime() + STATE_TTL_MS),
      });
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: input.callbackUrl,
        response_type: 'code',
        scope: 'openid email profile',
        state: encodeState(state),
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href };
    },

    /** Verifies state and code, signs the user in (creating the account on first use). */
    async complete(provider: OAuthProvider, callbackUrl: URL) {
      const state = decodeState(callbackUrl.searchParams.get('state') ?? '');
      if (!state) throw AppError.badRequest('oauthFailed', { provider: providerLabel[provider] });
      const [stored] = await db
        .update(oauthStates)
        .set({ usedAt: now() })
        .where(
          and(
            eq(oauthStates.id, state.randomNumber),
            eq(oauthStates.provider, provider),
            isNull(oauthStates.usedAt),
            gt(oauthStates.expiresAt, now()),
          ),
        )
        .returning();
      if (!stored) throw AppError.badRequest('oauthFailed', { provider: providerLabel[provider] });
      const config = await configuration(provider);
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: stored.codeVerifier,
        expectedNonce: stored.nonce,
        expectedState: callbackUrl.searchParams.get('state') ?? undefined,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw AppError.badRequest('oauthFailed', { provider: providerLabel[provider] });
      const result = await account.findOrCreateSocialUser({
        provider,
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : null,
        attribution: { source: stored.payload.source ?? undefined, inviteCode: stored.payload.inviteUser ?? undefined },
      });
      return { ...result, redirect: safeRedirect(stored.payload.redirect) };
    },
  };
}
export type OAuthService = ReturnType<typeof createOAuthService>;
