import type { TPlan } from '@orator/contracts';

/** The public API is a Pro feature (API-NOTES); issue #4 moves all plan rules into the money module. */
const API_PLANS: readonly TPlan[] = ['pro', 'enterprise'];

export function planAllowsApi(user: { plan: TPlan }): boolean {
  return API_PLANS.includes(user.plan);
}
