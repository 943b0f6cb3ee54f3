import { z } from 'zod';

/** The state parameter of SPEC section 7: randomNumber, userReqIdentityId, source and inviteUser. */
export const ZOAuthState = z.object({
  randomNumber: z.string().min(16),
  userReqIdentityId: z.string().nullable(),
  source: z.string().nullable(),
  inviteUser: z.string().nullable(),
});
export type TOAuthState = z.infer<typeof ZOAuthState>;

export function encodeState(state: TOAuthState): string {
  return Buffer.from(JSON.stringify(state)).toString('base64url');
}

export function decodeState(encoded: string): TOAuthState | null {
  try {
    return ZOAuthState.parse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
  } catch {
    return null;
  }
}

/** Only paths inside the app may be a post-login target, never another origin. */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return '/ai/workbench';
  return target.startsWith('/ai/') ? target : `/ai${target}`;
}
