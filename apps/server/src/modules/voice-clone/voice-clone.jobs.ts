import type { AppContext } from '../../platform/context';
import { servicesFor } from '../services';

/** Checks a paid or resubmitted clone: its title, then its recording (SPEC 4 "under review"). */
export async function reviewVoiceClone({ cloneId }: { cloneId: number }, ctx: AppContext): Promise<void> {
  await servicesFor(ctx).voiceClones.autoReview(cloneId);
}

/** Learns the voice of an approved clone (SPEC 4 "in synthesis"). */
export async function synthesizeVoiceClone({ cloneId }: { cloneId: number }, ctx: AppContext): Promise<void> {
  await servicesFor(ctx).voiceClones.synthesize(cloneId);
}

/** Ends the clones whose term has run out (SPEC 4 "expired, with renew"). */
export async function expireVoiceClones(_data: Record<string, never>, ctx: AppContext): Promise<void> {
  await servicesFor(ctx).voiceClones.expireLapsed();
}
