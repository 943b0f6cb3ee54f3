import { z } from 'zod';

export const RewardsApi = {
  /** K-coin exchange with a redemption code. */
  redeem: '/user/v2/money/redeem',
  createRedemptionCodes: '/user/v2/admin/redemptionCode/create',
  getUserComment: '/user/v2/userComment/getUserComment',
  addUserComment: '/user/v2/userComment/addUserComment',
  /** GET: the rewards page tasks with their state. */
  tasks: '/user/v2/rewards/tasks',
  claim: '/user/v2/rewards/claim',
  /** GET: people the user invited and what they earned. */
  invitations: '/user/v2/rewards/invitations',
  /** GET, param orderNo: the invoice of a paid order as a PDF. */
  invoice: '/user/v1/payment/invoice',
} as const;

/** K-coins each rewards-page task gives, once (invites: per invited person who activates). */
export const REWARD_KCOINS = { profile: 20, comment: 20, invite: 50 } as const;
/** Share of the K-coins an invited person buys that goes to the person who invited them. */
export const AFFILIATE_SHARE = 0.1;

export const REWARD_TASKS = ['signIn', 'profile', 'comment', 'invite'] as const;
export type TRewardTask = (typeof REWARD_TASKS)[number];

export const ZRedeemRequest = z.object({
  code: z.string({ message: 'redemptionCodeRequired' }).trim().min(1, { message: 'redemptionCodeRequired' }).max(64),
});
export const ZCreateRedemptionCodesRequest = z.object({
  kcoins: z.number().int().positive().max(1_000_000),
  count: z.number().int().positive().max(1000).default(1),
  maxUses: z.number().int().positive().max(100_000).default(1),
  expiresAt: z.iso.datetime().optional(),
});
export const ZAddCommentRequest = z.object({
  rating: z.number().int().min(1).max(5),
  content: z.string().trim().min(1).max(2000),
});
export const ZClaimRequest = z.object({ task: z.enum(['profile', 'comment', 'invite']) });

export interface TRewardTaskState {
  task: TRewardTask;
  kcoins: number;
  done: boolean;
  /** The reward is waiting to be claimed. */
  claimable: boolean;
}
