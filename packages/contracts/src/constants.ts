/** Names and numbers fixed by SPEC sections 3, 7 and 9. */
export const API_BASE = '/api';
export const WEB_BASE = '/ai/';

export const Header = {
  Language: 'Language',
  Token: 'aigcToken',
  ApiToken: 'apiToken',
  RequestId: 'request-id',
} as const;

export const Cookie = {
  Token: 'token',
  Source: 'source',
  InviteCode: 'inviteCode',
  Via: 'via',
  DeviceId: 'deviceId',
} as const;

export const SessionKey = {
  Source: 'source',
  InviteCode: 'inviteCode',
} as const;

export const LocalKey = {
  UserInfo: 'userInfo',
  Locale: 'locale',
  IdentityId: 'identityId',
  refreshTime: (userId: number | string) => `refreshTime${userId}`,
  submitTaskId: (userId: number | string) => `submitTaskId${userId}`,
} as const;

export const KEPT_QUERY_PARAMS = ['source', 'inviteCode', 'via', 'tab', 'redirect', 'auth_code', 'state'] as const;

export const Timer = {
  errorToastMs: 5000,
  mainClientTimeoutMs: 2 * 60 * 60 * 1000,
  secondClientTimeoutMs: 10 * 60 * 1000,
  tokenRenewAfterMs: 3_600_000,
  tokenRenewCheckMs: 1_800_000,
  viaCookieSeconds: 2_592_000,
  deviceCookieDays: 365,
  taskPollPendingMs: 30_000,
  taskPollIdleMs: 60_000,
  socialLoginCheckMs: 1000,
  socialLoginMaxTries: 10,
} as const;

export const Limit = {
  passwordMinLength: 8,
  verificationCodeTtlMs: 10 * 60 * 1000,
  verificationCodeLength: 6,
  verificationCodeMaxAttempts: 5,
  captchaTtlMs: 5 * 60 * 1000,
  profileAvatarMaxBytes: 5 * 1024 * 1024,
  /** SPEC 5's largest image side for pictures a user uploads (cutout images, photo avatars). */
  profileAvatarMaxPx: 4000,
  /** SPEC 5's largest image side anywhere (model images): no upload is stored beyond it, whatever it is for. */
  imageMaxPx: 6000,
  sessionTtlMs: 30 * 24 * 60 * 60 * 1000,
  identityTtlSeconds: 365 * 24 * 60 * 60,
  uploadMaxBytes: 200 * 1024 * 1024,
} as const;

export const LOCALES = ['en', 'zh', 'pt'] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'en';

export function toLocale(value: string | null | undefined): TLocale {
  const short = (value ?? '').toLowerCase().slice(0, 2);
  return (LOCALES as readonly string[]).includes(short) ? (short as TLocale) : DEFAULT_LOCALE;
}
