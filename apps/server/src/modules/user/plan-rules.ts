import { benefitsOf, type PlanHolder } from '../money/entitlements';

/** The public API is a Pro feature (API-NOTES). */
export function planAllowsApi(user: PlanHolder): boolean {
  return benefitsOf(user).apiAccess;
}
