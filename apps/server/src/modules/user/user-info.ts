import { downloadUrl, type TUserInfo } from '@orator/contracts';
import { effectivePlan } from '../money/entitlements';
import type { UserRow } from './user.repo';

/** The User info of SPEC section 3 plus the Account labels, as the web app caches it. */
export function toUserInfo(user: UserRow, kCoinBalance: number): TUserInfo {
  return {
    id: user.id,
    email: user.email,
    phone: user.phone,
    nickname: user.nickname,
    username: user.username,
    avatarFileId: user.avatarFileId,
    avatarUrl: user.avatarFileId ? downloadUrl(user.avatarFileId) : null,
    role: user.role,
    userType: user.userType,
    city: user.city,
    message: user.message,
    plan: effectivePlan(user),
    subscriptionStatus: user.subscriptionStatus,
    vipExpireTime: user.vipExpireTime?.toISOString() ?? null,
    kCoinBalance,
    // K-coins never expire (SPEC 9); the membership tip comes from expireList.
    isShowKcoinTips: false,
    kCoinTipsInfo: null,
    isShowVipTips: false,
    vipExpireTips: null,
    inviteCode: user.inviteCode,
    profile: user.profile,
    createTime: user.createdAt.toISOString(),
  };
}
