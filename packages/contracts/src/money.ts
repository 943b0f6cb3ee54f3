import { z } from 'zod';
import { BILLING_PERIODS, PLANS, SubscriptionStatus, type TPlan } from './codes';
import type { TOrderItem } from './order-item';

/** K-coin costs of SPEC section 9 and API-NOTES, by feature. */
export const Price = {
  /** 60 K-coins give 60 s of avatar video. */
  videoKcoinPerSecond: 1,
  dubbingKcoinPerMinute: 18,
  aiModelKcoinPerGeneration: 30,
  /** A cutout beyond the free plan's free uses; members cut out without limit (SPEC 6). */
  cutoutKcoinPerImage: 2,
  /** One AI photo request: four images (#17). */
  aiPhotoKcoinPerRequest: 4,
  /** One image-to-video or text-to-video clip of 5 to 10 s (#17, docs/image-to-video.md). */
  videoGenKcoinPerClip: 10,
  faceSwapKcoinPerSecond: 1,
  subtitleRemovalKcoinPerSecond: 1,
  /** Per started minute of the source video (#16): speech, voice, sound, lips and subtitles together. */
  videoTranslationKcoinPerMinute: 40,
} as const;

/** Members pay at least 30% less for K-coins (SPEC 9). */
export const MEMBER_RECHARGE_DISCOUNT = 0.3;
export const CURRENCY = 'USD';

export interface TPlanBenefits {
  /** Characters per script (SPEC 6: free plans have a limited count). */
  scriptCharacterLimit: number;
  /** Video tasks that may run at once (SPEC 6: one on free). */
  concurrentVideoTasks: number;
  faceSwapUploadMb: number;
  memberAvatarsAndVoices: boolean;
  /** SPEC 6: members render 30% faster. */
  priorityRendering: boolean;
  unlimitedCutout: boolean;
  /** Uses of metered tools that cost nothing (SPEC 6: the first 3 for free users). */
  freeTrialUses: number;
  apiAccess: boolean;
  monthlyKcoins: number;
}

export const PLAN_BENEFITS: Record<TPlan, TPlanBenefits> = {
  free: {
    scriptCharacterLimit: 1500,
    concurrentVideoTasks: 1,
    faceSwapUploadMb: 20,
    memberAvatarsAndVoices: false,
    priorityRendering: false,
    unlimitedCutout: false,
    freeTrialUses: 3,
    apiAccess: false,
    monthlyKcoins: 0,
  },
  standard: {
    scriptCharacterLimit: 5000,
    concurrentVideoTasks: 3,
    faceSwapUploadMb: 200,
    memberAvatarsAndVoices: true,
    priorityRendering: true,
    unlimitedCutout: true,
    freeTrialUses: 0,
    apiAccess: false,
    monthlyKcoins: 1200,
  },
  pro: {
    scriptCharacterLimit: 10000,
    concurrentVideoTasks: 5,
    faceSwapUploadMb: 200,
    memberAvatarsAndVoices: true,
    priorityRendering: true,
    unlimitedCutout: true,
    freeTrialUses: 0,
    apiAccess: true,
    monthlyKcoins: 3000,
  },
  enterprise: {
    scriptCharacterLimit: 20000,
    concurrentVideoTasks: 10,
    faceSwapUploadMb: 200,
    memberAvatarsAndVoices: true,
    priorityRendering: true,
    unlimitedCutout: true,
    freeTrialUses: 0,
    apiAccess: true,
    monthlyKcoins: 12000,
  },
};

/** Plan prices in cents; yearly is twelve months less 20%. */
export const PLAN_MONTHLY_CENTS: Record<Exclude<TPlan, 'free'>, number> = {
  standard: 2900,
  pro: 5900,
  enterprise: 19900,
};
export const YEARLY_DISCOUNT = 0.2;

export const KCOIN_PACKAGES = [
  { id: 'kc500', kcoins: 500, priceCents: 999 },
  { id: 'kc1200', kcoins: 1200, priceCents: 1999 },
  { id: 'kc3000', kcoins: 3000, priceCents: 4499 },
  { id: 'kc7000', kcoins: 7000, priceCents: 9499 },
] as const;
export type TKcoinPackageId = (typeof KCOIN_PACKAGES)[number]['id'];

/** SPEC 9 advertises the instant voice clone at $9.9. */
export const CLONE_PRICE_CENTS = { voiceInstant: 990, voicePro: 4990, avatar: 2990 } as const;

/**
 * SPEC 4: a user enjoys a subscription unless the status is 46, or 47/48 with the expiry passed;
 * any falsy status means not subscribed.
 */
export function isEnjoyingSubscription(
  user: { subscriptionStatus: number | null; vipExpireTime: string | Date | null },
  now: Date = new Date(),
): boolean {
  const status = user.subscriptionStatus;
  if (!status || status === SubscriptionStatus.Cancelled) return false;
  if (status === SubscriptionStatus.CancelledUntilExpiry || status === SubscriptionStatus.OneOff) {
    return user.vipExpireTime !== null && new Date(user.vipExpireTime).getTime() > now.getTime();
  }
  return true;
}

/**
 * The free plan's first uses of one metered tool (SPEC 6: the first 3 are free), as a quote reports them.
 * A use that failed or was deleted while generating is given back.
 */
export interface TFreeUses {
  /** Free uses of this tool the plan gives: 3 on Free, 0 on a paid plan. */
  total: number;
  /** Free uses taken so far. */
  used: number;
  /** Which free use this submission would be (1 to `total`); null when it would be paid in K-coins. */
  thisUse: number | null;
}

export const FEATURES = [
  'task',
  'cutout',
  'faceSwap',
  'multiFaceSwap',
  'fastClone',
  'dubbing',
  'aiModel',
  'aiPhoto',
  'imageToVideo',
  'subtitleRemover',
  'videoTranslation',
] as const;
export type TFeature = (typeof FEATURES)[number];

export const ZBuyMoneyRequest = z.object({ packageId: z.enum(KCOIN_PACKAGES.map((p) => p.id) as [TKcoinPackageId]) });
export const ZBuyGradeRequest = z.object({
  plan: z.enum(PLANS.filter((p) => p !== 'free') as ['standard', 'pro', 'enterprise']),
  period: z.enum(BILLING_PERIODS),
});
export const ZOrderListRequest = z.object({
  current: z.number().int().positive().default(1),
  size: z.number().int().positive().max(100).default(20),
  /** SPEC 9 transaction filter. */
  range: z.enum(['all', 'today', 'last7', 'last30']).default('all'),
});
export const ZOrderNoQuery = z.object({ orderNo: z.string().min(1).max(64) });
export const ZExpireListQuery = z.object({ moneyType: z.coerce.number().int() });
export const ZPermissionQuery = z.object({ feature: z.enum(FEATURES) });
/** Pays for a clone (first term or renewal); the clone's feature decides the price and what paying does. */
export const ZPayCloneRequest = z.object({
  cloneType: z.enum(['voice']),
  cloneId: z.number().int().positive(),
});
export const ZSandboxConfirmRequest = z.object({
  orderNo: z.string().min(1).max(64),
  outcome: z.enum(['paid', 'failed']),
});

export interface TOrder {
  orderNo: string;
  kind: 'kcoin' | 'plan' | 'clone';
  /** What was bought; `describeOrderItem` names it in any language. */
  item: TOrderItem;
  /** The item named in English when the order was made, as the payment provider shows it. */
  introduction: string;
  amount: number;
  currency: string;
  amountType: number;
  status: 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired';
  paymentMethod: string;
  channel: string | null;
  providerOrderNo: string | null;
  remark: string | null;
  createTime: string;
  deductionTime: string | null;
  expireTime: string;
}

export interface TCheckout {
  orderNo: string;
  /** Where the browser goes to pay: the provider's page, or the local sandbox page. */
  payUrl: string;
}

export interface TExpireItem {
  moneySurplusExpire: number;
  moneyType: number;
  expireTime: string;
}

export const PaymentApi = {
  rechargeOrderList: '/user/v1/payment/rechargeOrderList',
  orderList: '/user/v1/payment/orderList',
  buyMoney: '/user/v1/payment/buyMoney',
  payUserDigitalhumanClone: '/user/v1/payment/payUserDigitalhumanClone',
  /** GET */
  paymentDetail: '/user/v1/payment/paymentDetail',
  /** GET */
  userDigitalhumanClonePrice: '/user/v1/payment/userDigitalhumanClonePrice',
  /** GET */
  userGradePrice: '/user/v2/payment/userGradePrice',
  /** GET */
  userMoneyPrice: '/user/v2/payment/userMoneyPrice',
  buyUserGradeV2: '/user/v2/payment/buyUserGradeV2',
  cancelSubscription: '/user/v2/payment/cancelSubscription',
  /** GET */
  servicePriceList: '/user/v2/common/servicePriceList',
  /** GET, param moneyType */
  expireList: '/user/v2/money/expireList',
  /** GET, param feature */
  isPermissionSubmit: '/user/v2/permission/isPermissionSubmit',
  kcoinRecords: '/user/v2/money/recordList',
  sandboxConfirm: '/user/v1/payment/sandbox/confirm',
  stripeWebhook: '/user/v1/payment/stripe/webhook',
} as const;

export const SignInApi = {
  getUserSignIn: '/user/v2/userSignIn/getUserSignIn',
  signInToday: '/user/v2/userSignIn/signInToday',
  getGrandTotalData: '/user/v2/userSignIn/getGrandTotalData',
} as const;

/** The user's IANA time zone decides which calendar day a sign-in belongs to. */
export const ZSignInRequest = z.object({ timeZone: z.string().min(1).max(64).default('UTC') });

export interface TKcoinRecord {
  id: number;
  /** Signed: positive for income, negative for expense. */
  number: number;
  type: 'income' | 'expense';
  reason: string;
  remark: string | null;
  /** What the user's own order that paid these K-coins in bought (a recharge or a plan's K-coins), else null. */
  order: TOrderItem | null;
  time: string;
}
