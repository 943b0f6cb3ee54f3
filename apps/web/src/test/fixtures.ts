import type { TCaptcha, TUserInfo } from '@orator/contracts';

export function aUser(overrides: Partial<TUserInfo> = {}): TUserInfo {
  return {
    id: 7,
    email: 'ada@example.com',
    phone: null,
    nickname: 'Ada',
    username: null,
    avatarUrl: null,
    avatarFileId: null,
    role: 'user',
    userType: 1,
    city: null,
    message: null,
    plan: 'pro',
    subscriptionStatus: 45,
    vipExpireTime: null,
    kCoinBalance: 1250,
    isShowKcoinTips: false,
    kCoinTipsInfo: null,
    isShowVipTips: false,
    vipExpireTips: null,
    inviteCode: 'ADA123',
    profile: {},
    createTime: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

let captchaCount = 0;

/** Each call is a new captcha, as the server hands out. */
export function aCaptcha(): TCaptcha {
  captchaCount += 1;
  return { captchaId: `captcha-${captchaCount}`, image: 'data:image/svg+xml;base64,PHN2Zy8+' };
}
