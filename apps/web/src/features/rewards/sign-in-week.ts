/** decisions.md "Rewards and affiliates": 5 K-coins a day, 20 on every seventh day in a row. */
export const SIGN_IN_GIFT_DAILY = 5;
export const SIGN_IN_GIFT_SEVENTH_DAY = 20;

export interface TSignInDay {
  /** 1 to 7 within the current week of the streak. */
  day: number;
  gift: number;
  state: 'done' | 'today' | 'upcoming';
}

/**
 * The seven days of the streak's current week. `streak` counts days signed in a row up to today (when
 * signed) or yesterday (when not yet).
 */
export function signInWeek(streak: number, isTodaySigned: boolean): TSignInDay[] {
  // Days of this week already signed: a full week just finished shows as complete only on its seventh day.
  const signedThisWeek = streak % 7 === 0 && streak > 0 && isTodaySigned ? 7 : streak % 7;
  return Array.from({ length: 7 }, (_, index) => {
    const day = index + 1;
    const state = day <= signedThisWeek ? 'done' : day === signedThisWeek + 1 && !isTodaySigned ? 'today' : 'upcoming';
    return { day, gift: day === 7 ? SIGN_IN_GIFT_SEVENTH_DAY : SIGN_IN_GIFT_DAILY, state };
  });
}
