import type { TBillingPeriod } from '@orator/contracts';

/** What a period costs and, for a year, what it saves against twelve monthly payments (all in cents). */
export function periodPrice(prices: Record<TBillingPeriod, number>, period: TBillingPeriod) {
  const total = prices[period];
  const saving = period === 'yearly' ? Math.max(0, prices.monthly * 12 - total) : 0;
  return {
    total,
    /** A yearly price reads best as its monthly equivalent. */
    perMonth: period === 'yearly' ? Math.round(total / 12) : total,
    saving,
    savingPercent: saving > 0 ? Math.round((saving / (prices.monthly * 12)) * 100) : 0,
  };
}
