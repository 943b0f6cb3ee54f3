import type { TFeature } from '@orator/contracts';
import { AppError } from '../../platform/errors';
import type { UserRepo } from '../user/user.repo';
import { benefitsOf, effectivePlan } from './entitlements';

/**
 * isPermissionSubmit: what the user's plan allows for a feature. Features add their own checks
 * (running tasks, upload sizes) on top of these benefits when they submit.
 */
export function createPermissionService(users: UserRepo) {
  return {
    async check(userId: number, feature: TFeature) {
      const user = await users.byId(userId);
      if (!user) throw AppError.sessionExpired();
      return { feature, isPermission: true, plan: effectivePlan(user), benefits: benefitsOf(user) };
    },
  };
}
export type PermissionService = ReturnType<typeof createPermissionService>;
