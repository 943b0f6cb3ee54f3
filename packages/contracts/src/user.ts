import { z } from 'zod';
import { UserType } from './codes';
import { ZCaptchaAnswer, ZEmail, ZNickname, ZPassword, ZPhone, ZUsername, ZVerificationCode } from './validation';
import { ZFileRef } from './file';

const ZSignupAttribution = z.object({
  source: z.string().max(64).optional(),
  inviteCode: z.string().max(64).optional(),
  via: z.string().max(64).optional(),
});

export const ZRegisterRequest = ZSignupAttribution.extend({
  email: ZEmail,
  password: ZPassword,
  confirmPassword: z.string().optional(),
  nickname: ZNickname,
  userType: z.union([z.literal(UserType.Personal), z.literal(UserType.Enterprise)]).default(UserType.Personal),
  agreeTerms: z.literal(true, { message: 'agreeTermsRequired' }),
})
  .extend(ZCaptchaAnswer.shape)
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    message: 'passwordMismatch',
    path: ['confirmPassword'],
  });
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZRegisterActiveRequest = z.object({ email: ZEmail, verificationCode: ZVerificationCode });
export type TRegisterActiveRequest = z.infer<typeof ZRegisterActiveRequest>;

export const ZSendRegisterCodeQuery = z.object({ email: ZEmail }).extend(ZCaptchaAnswer.shape);

/** The captcha is asked for (code 513) only after repeated failures on the account (docs/security.md, item 1). */
export const ZPasswordLoginRequest = z
  .object({
    loginType: z.literal('email'),
    email: ZEmail,
    password: z.string({ message: 'passwordRequired' }).min(1, { message: 'passwordRequired' }),
  })
  .extend(ZCaptchaAnswer.partial().shape);
export const ZPhoneLoginRequest = ZPhone.extend(ZSignupAttribution.shape).extend({
  loginType: z.literal('phone'),
  verificationCode: ZVerificationCode,
});
/** E-mail login is the default: a body without loginType is a password login. */
export const ZLoginRequest = z.preprocess(
  (body) => (body && typeof body === 'object' && !('loginType' in body) ? { ...body, loginType: 'email' } : body),
  z.discriminatedUnion('loginType', [ZPasswordLoginRequest, ZPhoneLoginRequest]),
);
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZSendLoginCodeRequest = ZPhone.extend(ZCaptchaAnswer.shape);
export type TSendLoginCodeRequest = z.infer<typeof ZSendLoginCodeRequest>;

export const ZForgetPasswordRequest = z.object({ email: ZEmail }).extend(ZCaptchaAnswer.shape);
export type TForgetPasswordRequest = z.infer<typeof ZForgetPasswordRequest>;

export const ZResetPasswordRequest = z
  .object({
    email: ZEmail,
    verificationCode: ZVerificationCode,
    password: ZPassword,
    confirmPassword: z.string().optional(),
    /** Also revoke every API token of the account (docs/security.md, item 8); absent keeps them. */
    revokeApiTokens: z.boolean().optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    message: 'passwordMismatch',
    path: ['confirmPassword'],
  });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** SPEC 7 sends the token base64-encoded; a browser sends nothing and renews the session of its cookie. */
export const ZLoginRenewalRequest = z
  .object({ aigctoken: z.string().min(1).optional() })
  .nullish()
  .transform((body) => body ?? {});

export const ZProfileSurvey = z.object({
  profession: z.string().max(64).optional(),
  industry: z.string().max(64).optional(),
  companySize: z.string().max(64).optional(),
  companyName: z.string().max(128).optional(),
  videoType: z.string().max(64).optional(),
});
export type TProfileSurvey = z.infer<typeof ZProfileSurvey>;

export const ZUpdateUserInfoRequest = z.object({
  nickname: ZNickname.optional(),
  username: ZUsername.optional(),
  avatarFileId: ZFileRef.optional(),
  city: z.string().trim().max(64).optional(),
  message: z.string().trim().max(500).optional(),
  userType: z.union([z.literal(UserType.Personal), z.literal(UserType.Enterprise)]).optional(),
  profile: ZProfileSurvey.optional(),
});
export type TUpdateUserInfoRequest = z.infer<typeof ZUpdateUserInfoRequest>;

export const ZOAuthStartQuery = z.object({
  source: z.string().max(64).optional(),
  inviteUser: z.string().max(64).optional(),
  redirect: z.string().max(512).optional(),
});

export const ZOAuthCallbackQuery = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

/** User info of SPEC section 3 plus the Account labels. */
export interface TUserInfo {
  id: number;
  email: string | null;
  phone: string | null;
  nickname: string;
  username: string | null;
  avatarUrl: string | null;
  avatarFileId: number | null;
  role: 'user' | 'admin';
  userType: number;
  city: string | null;
  message: string | null;
  plan: string;
  subscriptionStatus: number | null;
  vipExpireTime: string | null;
  kCoinBalance: number;
  isShowKcoinTips: boolean;
  kCoinTipsInfo: string | null;
  isShowVipTips: boolean;
  vipExpireTips: string | null;
  inviteCode: string;
  profile: TProfileSurvey;
  createTime: string;
}

export interface TLoginResult {
  token: string;
  userInfo: TUserInfo;
}

export interface TApiTokenItem {
  id: number;
  name: string;
  tokenHint: string;
  createTime: string;
  lastUsedTime: string | null;
}

export const ZGenerateTokenQuery = z.object({ name: z.string().trim().max(64).optional() });
/** The web app's POST form of generateToken (docs/decisions.md): the same fields in the body. */
export const ZGenerateTokenRequest = ZGenerateTokenQuery.nullish().transform((body) => body ?? {});
export const ZRevokeTokenRequest = z.object({ id: z.number().int().positive() });

export interface TPhoneCountry {
  code: string;
  name: string;
  dialCode: string;
}

export interface TCaptcha {
  captchaId: string;
  /** An SVG data URL asking for the result of a calculation. */
  image: string;
}

export interface TReqIdentity {
  identityId: string;
  expireSeconds: number;
}
