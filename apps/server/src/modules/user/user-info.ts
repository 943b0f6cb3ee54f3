import { downloadUrl, type TUserInfo } from '@orator/contracts';
import type { UserRow } from './user.repo';

/** The User info of SPEC section 3 plus the Account labels, as the web app caches it. */
export function toUserInfo(user: UserRow): TUserInfo {
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
    plan: user.plan,
    subscriptionStatus: user.subscriptionStatus,
    vipExpireTime: user.vipExpireTime?.toISOString() ?? null,
    // K-coins and expiry tips arrive with the money module (issue #4); until then there is nothing to show.
    kCoinBalance: 0,
    isShowKcoinTips: false,
    kCoinTipsInfo: null,
    isShowVipTips: false,
    vipExpireTips: null,
    inviteCode: user.inviteCode,
    profile: user.profile,
    createTime: user.createdAt.toISOString(),
  };
}
