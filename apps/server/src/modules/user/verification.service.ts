import { Limit, ResultCode } from '@orator/contracts';
import { AppError } from '../../platform/errors';
import { numericCode, sameHash, sha256 } from '../../platform/secrets';
import type { CodePurpose, SendingHistory, VerificationRepo } from './verification.repo';

const RESEND_INTERVAL_MS = 60_000;
const PER_PURPOSE_PER_HOUR = 10;
/** Any purpose: nobody needs more codes a day at one address, and a flood of them is a nuisance to its owner. */
const PER_DESTINATION_PER_DAY = 20;

export interface SendingLimits {
  /** Codes one client address may have sent in 24 hours, to all destinations together. */
  codesPerClientPerDay: number;
}

/**
 * One-time codes: 6 digits, 10 minutes, one use, a few attempts. Sending is limited per recipient (one a minute, ten
 * an hour per purpose, twenty a day) and per client address (docs/security.md, section 8, "Code sending").
 */
export function createVerificationService(
  repo: VerificationRepo,
  limits: SendingLimits,
  now: () => Date = () => new Date(),
) {
  const refusal = (at: Date, history: SendingHistory) => {
    if (history.lastSentAt && at.getTime() - history.lastSentAt.getTime() < RESEND_INTERVAL_MS) {
      return new AppError(ResultCode.TooManyRequests, 'codeTooSoon');
    }
    const overLimit =
      history.sentForPurposeLastHour >= PER_PURPOSE_PER_HOUR ||
      history.sentToDestinationLastDay >= PER_DESTINATION_PER_DAY ||
      history.sentByClientLastDay >= limits.codesPerClientPerDay;
    return overLimit ? AppError.tooManyRequests() : undefined;
  };

  return {
    /** `client` is the address of the requester, `request.ip`, as for every other limit. */
    async issue(purpose: CodePurpose, target: string, client: string): Promise<string> {
      const at = now();
      const code = numericCode(Limit.verificationCodeLength);
      const refused = await repo.recordCodeUnlessRefused(
        {
          purpose,
          target,
          client,
          codeHash: sha256(code),
          createdAt: at,
          expiresAt: new Date(at.getTime() + Limit.verificationCodeTtlMs),
        },
        (history) => refusal(at, history),
      );
      if (refused) throw refused;
      return code;
    },

    /** Only the newest code counts; it is spent on success and locked after too many wrong tries. */
    async consume(purpose: CodePurpose, target: string, code: string) {
      const at = now();
      const row = await repo.latestCode(purpose, target);
      const usable = row && !row.usedAt && row.expiresAt > at && row.attempts < Limit.verificationCodeMaxAttempts;
      if (!row || !usable) throw AppError.badRequest('codeIncorrect');
      if (!sameHash(row.codeHash, sha256(code))) {
        await repo.addAttempt(row.id);
        throw AppError.badRequest('codeIncorrect');
      }
      if (!(await repo.consumeCode(row.id, at))) throw AppError.badRequest('codeIncorrect');
    },
  };
}
export type VerificationService = ReturnType<typeof createVerificationService>;
