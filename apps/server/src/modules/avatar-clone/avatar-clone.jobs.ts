import type { AppContext } from '../../platform/context';
import { servicesFor } from '../services';

/** Checks a paid clone: its title, then its video (SPEC 4 "under review"). */
export async function reviewAvatarClone({ cloneId }: { cloneId: number }, ctx: AppContext): Promise<void> {
  await servicesFor(ctx).avatarClones.autoReview(cloneId);
}

/** Prepares an approved clone for the renderer (SPEC 4 "in synthesis"). */
export async function synthesizeAvatarClone({ cloneId }: { cloneId: number }, ctx: AppContext): Promise<void> {
  await servicesFor(ctx).avatarClones.synthesize(cloneId);
}

/** Ends clones whose term has run out, and lapses those unpaid for 24 hours (SPEC 4). */
export async function sweepAvatarClones(_data: Record<string, never>, ctx: AppContext): Promise<void> {
  const { avatarClones } = servicesFor(ctx);
  await avatarClones.expireLapsed();
  await avatarClones.lapseUnpaid();
}
