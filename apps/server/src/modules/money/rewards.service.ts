import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { REWARD_KCOINS, type TRewardTaskState } from '@orator/contracts';
import { kcoinEntries, redemptionCodes, redemptions, userComments, users } from '../../db/schema/index';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { shortCode } from '../../platform/secrets';
import type { LedgerService } from './ledger.service';
import type { SignInService } from './sign-in.service';

const PROFILE_FIELDS = ['profession', 'industry', 'companySize', 'videoType'] as const;

/** The rewards page: daily sign-in, one-time tasks, invitations and K-coin exchange codes. */
export function createRewardsService(deps: { db: Db; ledger: LedgerService; signIn: SignInService; now?: () => Date }) {
  const { db, ledger, signIn, now = () => new Date() } = deps;

  async function rewarded(userId: number, idempotencyKey: string) {
    const [row] = await db
      .select({ id: kcoinEntries.id })
      .from(kcoinEntries)
      .where(and(eq(kcoinEntries.userId, userId), eq(kcoinEntries.idempotencyKey, idempotencyKey)));
    return Boolean(row);
  }

  async function profileComplete(userId: number) {
    const [user] = await db.select({ profile: users.profile }).from(users).where(eq(users.id, userId));
    return PROFILE_FIELDS.every((field) => Boolean(user?.profile[field]));
  }

  async function hasComment(userId: number) {
    const [row] = await db
      .select({ id: userComments.id })
      .from(userComments)
      .where(eq(userComments.userId, userId))
      .limit(1);
    return Boolean(row);
  }

  async function activeInvitees(userId: number) {
    return db
      .select({ id: users.id, nickname: users.nickname, createdAt: users.createdAt })
      .from(users)
      .where(and(eq(users.invitedBy, userId), eq(users.status, 'active')))
      .orderBy(desc(users.createdAt));
  }

  async function unrewardedInvitees(userId: number) {
    const invitees = await activeInvitees(userId);
    const pending = [];
    for (const invitee of invitees) if (!(await rewarded(userId, `reward:invite:${invitee.id}`))) pending.push(invitee);
    return pending;
  }

  const service = {
    async tasks(userId: number, timeZone: string): Promise<TRewardTaskState[]> {
      const [signInState, profileDone, profileRewarded, commented, commentRewarded, pendingInvites] = await Promise.all(
        [
          signIn.status(userId, timeZone),
          profileComplete(userId),
          rewarded(userId, 'reward:profile'),
          hasComment(userId),
          rewarded(userId, 'reward:comment'),
          unrewardedInvitees(userId),
        ],
      );
      return [
        {
          task: 'signIn',
          kcoins: signInState.signInGiftMoney,
          done: signInState.isTodaySignIn,
          claimable: !signInState.isTodaySignIn,
        },
        {
          task: 'profile',
          kcoins: REWARD_KCOINS.profile,
          done: profileRewarded,
          claimable: profileDone && !profileRewarded,
        },
        {
          task: 'comment',
          kcoins: REWARD_KCOINS.comment,
          done: commentRewarded,
          claimable: commented && !commentRewarded,
        },
        { task: 'invite', kcoins: REWARD_KCOINS.invite, done: false, claimable: pendingInvites.length > 0 },
      ];
    },

    /** Credits a finished task's reward; a second claim finds the entry and credits nothing. */
    async claim(userId: number, task: 'profile' | 'comment' | 'invite') {
      if (task === 'invite') {
        const pending = await unrewardedInvitees(userId);
        if (pending.length === 0) throw AppError.badRequest('rewardNotReady');
        for (const invitee of pending) {
          await ledger.credit({
            userId,
            amount: REWARD_KCOINS.invite,
            idempotencyKey: `reward:invite:${invitee.id}`,
            reason: 'invite',
            remark: invitee.nickname,
          });
        }
        return { kcoins: REWARD_KCOINS.invite * pending.length };
      }
      const ready = task === 'profile' ? await profileComplete(userId) : await hasComment(userId);
      if (!ready) throw AppError.badRequest('rewardNotReady');
      await ledger.credit({ userId, amount: REWARD_KCOINS[task], idempotencyKey: `reward:${task}`, reason: task });
      return { kcoins: REWARD_KCOINS[task] };
    },

    async invitations(userId: number) {
      const invitees = await activeInvitees(userId);
      const [earned] = await db
        .select({ total: sql<number>`coalesce(sum(${kcoinEntries.amount}), 0)::int` })
        .from(kcoinEntries)
        .where(
          and(
            eq(kcoinEntries.userId, userId),
            eq(kcoinEntries.kind, 'credit'),
            or(eq(kcoinEntries.reason, 'invite'), eq(kcoinEntries.reason, 'affiliate')),
          ),
        );
      return {
        invitees: invitees.map((i) => ({ nickname: i.nickname, joinTime: i.createdAt.toISOString() })),
        earnedKcoins: earned?.total ?? 0,
      };
    },

    /** One use per user, within the code's use limit and life; the K-coins arrive in the same transaction. */
    async redeem(userId: number, rawCode: string) {
      const code = rawCode.trim().toUpperCase();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(redemptionCodes)
          .where(
            and(
              eq(redemptionCodes.code, code),
              or(isNull(redemptionCodes.expiresAt), gt(redemptionCodes.expiresAt, now())),
            ),
          )
          .for('update');
        if (!row || row.uses >= row.maxUses) throw AppError.badRequest('redemptionCodeInvalid');
        const used = await tx.insert(redemptions).values({ codeId: row.id, userId }).onConflictDoNothing().returning();
        if (used.length === 0) throw AppError.badRequest('redemptionCodeUsed');
        await tx
          .update(redemptionCodes)
          .set({ uses: row.uses + 1 })
          .where(eq(redemptionCodes.id, row.id));
        await ledger.credit(
          { userId, amount: row.kcoins, idempotencyKey: `redeem:${row.id}`, reason: 'redeem', remark: code },
          tx,
        );
        return { kcoins: row.kcoins };
      });
    },

    async createCodes(adminId: number, input: { kcoins: number; count: number; maxUses: number; expiresAt?: string }) {
      const rows = Array.from({ length: input.count }, () => ({
        code: shortCode(12),
        kcoins: input.kcoins,
        maxUses: input.maxUses,
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
        createdBy: adminId,
      }));
      const created = await db.insert(redemptionCodes).values(rows).returning();
      return created.map((c) => ({
        code: c.code,
        kcoins: c.kcoins,
        maxUses: c.maxUses,
        expiresAt: c.expiresAt?.toISOString() ?? null,
      }));
    },

    async comments(userId: number) {
      const rows = await db
        .select()
        .from(userComments)
        .where(eq(userComments.userId, userId))
        .orderBy(desc(userComments.id));
      return rows.map((r) => ({
        id: r.id,
        rating: r.rating,
        content: r.content,
        createTime: r.createdAt.toISOString(),
      }));
    },

    async addComment(userId: number, input: { rating: number; content: string }) {
      const [row] = await db
        .insert(userComments)
        .values({ userId, ...input })
        .returning();
      return { id: row!.id, rating: row!.rating, content: row!.content, createTime: row!.createdAt.toISOString() };
    },
  };
  return service;
}
export type RewardsService = ReturnType<typeof createRewardsService>;
