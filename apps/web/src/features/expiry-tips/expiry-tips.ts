import type { TExpireItem } from '@orator/contracts';

export interface TKCoinExpiryTip {
  amount: number;
  /** Shown only when a single batch of K-coins lapses; several batches lapse at different times. */
  expireTime?: string;
}

/** SPEC 4 "K-coin expiry tip": hidden for an empty list, summed without a time for several entries. */
export function kCoinExpiryTip(items: readonly TExpireItem[] | undefined): TKCoinExpiryTip | undefined {
  if (!items?.length) return undefined;
  const [only] = items;
  if (items.length === 1 && only) return { amount: only.moneySurplusExpire, expireTime: only.expireTime };
  return { amount: items.reduce((sum, item) => sum + item.moneySurplusExpire, 0) };
}

/** SPEC 4 "Membership expiry tip": the first entry of the type-20 list. */
export function membershipExpiryTip(items: readonly TExpireItem[] | undefined): TExpireItem | undefined {
  return items?.[0];
}
