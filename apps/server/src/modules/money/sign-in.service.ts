import { and, count, countDistinct, desc, eq, gt, inArray, ne, or, sum } from 'drizzle-orm';
import { SubscriptionStatus } from '@orator/contracts';
import { signIns, users } from '../../db/schema/index';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { LedgerService } from './ledger.service';

/** Daily gift; every seventh day in a row gives the weekly bonus instead. */
export const SIGN_IN_GIFT = { daily: 5, seventhDay: 20 } as const;

/** The calendar day in the user's time zone, as YYYY-MM-DD. */
export function localDay(at: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  } catch {
    throw AppError.badRequest('invalidInput', { detail: `timeZone: ${timeZone}` });
  }
}

function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

export function createSignInService(db: Db, ledger: LedgerService, now: () => Date = () => new Date()) {
  /** Newest first. Not capped at a week: the streak decides every seventh day's bonus (14th, 21st...). */
  async function recentDays(userId: number) {
    const rows = await db
      .select({ day: signIns.day })
      .from(signIns)
      .where(eq(signIns.userId, userId))
      .orderBy(desc(signIns.day));
    return rows.map((r) => r.day);
  }

  /** Consecutive days up to today (or yesterday, before today's sign-in). */
  function streak(days: string[], today: string) {
    let expected = days[0] === today ? today : previousDay(today);
    let n = 0;
    for (const day of days) {
      if (day !== expected) break;
      n += 1;
      expected = previousDay(day);
    }
    return n;
  }

  const giftFor = (streakAfter: number) => (streakAfter % 7 === 0 ? SIGN_IN_GIFT.seventhDay : SIGN_IN_GIFT.daily);

  return {
    async status(userId: number, timeZone: string) {
      const today = localDay(now(), timeZone);
      const days = await recentDays(userId);
      const signedToday = days[0] === today;
      const current = streak(days, today);
      return {
        isTodaySignIn: signedToday,
        isTodaySignInVideo: false,
        signInNumber: current,
        signInGiftMoney: signedToday ? 0 : giftFor(current + 1),
      };
    },

    /** One sign-in per calendar day: a second call the same day changes nothing. */
    async signInToday(userId: number, timeZone: string) {
      const today = localDay(now(), timeZone);
      const days = await recentDays(userId);
      if (days[0] === today) return { isTodaySignIn: true, signInGiftMoney: 0, signInNumber: streak(days, today) };
      const streakAfter = streak(days, today) + 1;
      const gift = giftFor(streakAfter);
      // A parallel call may have signed in first; then this one credited nothing and says so.
      const isCredited = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(signIns)
          .values({ userId, day: today, giftKcoins: gift })
          .onConflictDoNothing()
          .returning();
        if (inserted.length === 0) return false;
        await ledger.credit(
          { userId, amount: gift, idempotencyKey: `signin:${today}`, reason: 'signin', remark: today },
          tx,
        );
        return true;
      });
      return { isTodaySignIn: true, signInGiftMoney: isCredited ? gift : 0, signInNumber: streakAfter };
    },

    /** Sign-in totals of SPEC 3: K-coins given, people who signed in, and current members. */
    async grandTotal() {
      const [gifts] = await db
        .select({ totalKCoins: sum(signIns.giftKcoins), totalPeople: countDistinct(signIns.userId) })
        .from(signIns);
      const [members] = await db
        .select({ totalVip: count() })
        .from(users)
        .where(
          and(
            ne(users.plan, 'free'),
            // SPEC 4: 45 enjoys its plan; 47 and 48 only until the expiry; 46 and no status never.
            or(
              eq(users.subscriptionStatus, SubscriptionStatus.Subscribed),
              and(
                inArray(users.subscriptionStatus, [SubscriptionStatus.CancelledUntilExpiry, SubscriptionStatus.OneOff]),
                gt(users.vipExpireTime, now()),
              ),
            ),
          ),
        );
      return {
        totalKCoins: Number(gifts?.totalKCoins ?? 0),
        totalPeople: gifts?.totalPeople ?? 0,
        totalVip: members?.totalVip ?? 0,
      };
    },
  };
}
export type SignInService = ReturnType<typeof createSignInService>;
