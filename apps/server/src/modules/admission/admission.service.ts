import { ResultCode, type TFeature, type TMessageKey, type TPlanBenefits } from '@orator/contracts';
import type { JobPayloads } from '../../jobs/job-names';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { Queue } from '../../platform/queue';
import type { Charge, ChargeService } from '../money/charge.service';
import { benefitsOf } from '../money/entitlements';
import type { Tx } from '../money/ledger.repo';
import { admissionRepo } from './admission.repo';

/**
 * One rule of the user's plan, checked under the admission lock: what the user has now against what the
 * plan allows. Tasks at once, a daily or monthly count, a per-tool quota: each is one of these.
 */
export interface PlanLimit {
  /** Reads inside the admission's transaction, so it sees every admission before this one. */
  used: (tx: Tx, userId: number) => Promise<number>;
  allowed: (benefits: TPlanBenefits) => number;
  refusal: () => AppError;
}

/** SPEC 6: how many tasks of one tool may generate at once (one on the free plan); refused with 515. */
export function tasksAtOnce(
  countPending: (userId: number, executor: Tx) => Promise<number>,
  busyMessage: TMessageKey,
): PlanLimit {
  return {
    used: (tx, userId) => countPending(userId, tx),
    allowed: (benefits) => benefits.concurrentVideoTasks,
    refusal: () => new AppError(ResultCode.TaskInProgress, busyMessage),
  };
}

export interface AdmissionRequest<T> {
  userId: number;
  feature: TFeature;
  /** K-coins the task costs at most when no free use pays for it. */
  price: number;
  /** The ledger reference of this paid run: the hold's and the free use's key. */
  chargeRef: string;
  limits: readonly PlanLimit[];
  /** Writes the admitted task with its charge, inside the same transaction. */
  write: (tx: Tx, charge: Charge) => Promise<T>;
}

/**
 * The one decision that lets a task in. Under a per-user lock, in one transaction: every plan limit
 * (515), then a free use or a K-coin hold (507), then the task row. Parallel submissions of one user,
 * from any number of API processes, are decided one after another, each seeing the ones before it; a
 * refusal rolls everything back, so nothing is half-written.
 */
export function createAdmissionService(deps: { db: Db; charges: ChargeService }) {
  const { db, charges } = deps;
  return {
    admit<T>(request: AdmissionRequest<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await admissionRepo.lockUser(tx, request.userId);
        const user = await admissionRepo.planHolder(tx, request.userId);
        if (!user) throw AppError.sessionExpired();
        const benefits = benefitsOf(user);
        for (const limit of request.limits) {
          if ((await limit.used(tx, request.userId)) >= limit.allowed(benefits)) throw limit.refusal();
        }
        const charge = await charges.reserve(tx, {
          user,
          feature: request.feature,
          price: request.price,
          refId: request.chargeRef,
        });
        return request.write(tx, charge);
      });
    },
  };
}
export type AdmissionService = ReturnType<typeof createAdmissionService>;

/** A job that works on one admitted task, by its id. */
type TaskJobName = {
  [N in keyof JobPayloads]: JobPayloads[N] extends { taskId: number } ? N : never;
}[keyof JobPayloads];

/**
 * Queues the job of a task just admitted, keyed by its charge so it is queued once. A task the queue refused
 * never existed: `withdraw` takes its row away, its K-coins or free use come back, and the queue's error goes on.
 */
export async function queueAdmitted(
  deps: { queue: Queue; charges: ChargeService },
  request: {
    job: TaskJobName;
    userId: number;
    feature: TFeature;
    chargeRef: string;
    task: { id: number; holdId: number | null; isTrial: boolean };
    withdraw: () => Promise<unknown>;
  },
): Promise<void> {
  const { job, userId, feature, chargeRef, task } = request;
  try {
    await deps.queue.send(job, { taskId: task.id }, { singletonKey: chargeRef });
  } catch (error) {
    await request.withdraw();
    await deps.charges.release(userId, { holdId: task.holdId, feature, isTrial: task.isTrial }, chargeRef);
    throw error;
  }
}
