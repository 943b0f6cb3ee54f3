import { z } from 'zod';
/** What voice and avatar clones share: the SPEC 4 clone lifecycle and the operator's review of it. */

/** SPEC 4 clone lifecycle; SPEC shows no codes for it, so the states are words. */
export const CloneState = {
  Submitted: 'submitted',
  Paid: 'paid',
  Review: 'review',
  Synthesis: 'synthesis',
  Success: 'success',
  Rejected: 'rejected',
  FailedSensitive: 'failedSensitive',
  Failed: 'failed',
  Expired: 'expired',
} as const;
export type TCloneState = (typeof CloneState)[keyof typeof CloneState];

/** States a new term can be bought in. */
export const RENEWABLE_CLONE_STATES: readonly TCloneState[] = ['success', 'expired'];
/** States the server is still working on; the list polls while one is shown. */
export const PENDING_CLONE_STATES: readonly TCloneState[] = ['paid', 'review', 'synthesis'];

export const ZCloneListRequest = z.object({
  current: z.number().int().positive().default(1),
  size: z.number().int().positive().max(100).default(20),
});
export const ZCloneIdQuery = z.object({ id: z.coerce.number().int().positive() });
export const ZCloneIdRequest = z.object({ id: z.number().int().positive() });

export const ZCloneReviewRequest = z
  .object({
    id: z.number().int().positive(),
    decision: z.enum(['approve', 'reject']),
    /** Shown to the owner as written; required to reject. */
    reason: z.string().trim().max(500).optional(),
  })
  .refine((value) => value.decision === 'approve' || Boolean(value.reason), {
    path: ['reason'],
    message: 'reason required',
  });
export type TCloneReviewRequest = z.input<typeof ZCloneReviewRequest>;

/** Who asked for a clone that waits for an operator. */
export interface TCloneOwner {
  ownerId: number;
  ownerName: string;
  ownerEmail: string | null;
}
