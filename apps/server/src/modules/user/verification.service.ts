import { Limit, ResultCode } from '@orator/contracts';
import { AppError } from '../../platform/errors';
import { numericCode, sameHash, sha256 } from '../../platform/secrets';
import type { CodePurpose, VerificationRepo } from './verification.repo';

const RESEND_INTERVAL_MS = 60_000;
const HOURLY_LIMIT = 10;

/** One-time codes: 6 digits, 10 minutes, one use, a few attempts; sending is limited per recipient. */
export function createVerificationService(repo: VerificationRepo, now: () => Date = () => new Date()) {
  return {
    async issue(purpose: CodePurpose, target: string): Promise<string> {
      const at = now();
      const last = await repo.latestCode(purpose, target);
      if (last && at.getTime() - last.createdAt.getTime() < RESEND_INTERVAL_MS) {
        throw new AppError(ResultCode.TooManyRequests, 'codeTooSoon');
      }
      if ((await repo.countCodesSince(purpose, target, new Date(at.getTime() - 3_600_000))) >= HOURLY_LIMIT) {
        throw AppError.tooManyRequests();
      }
      const code = numericCode(Limit.verificationCodeLength);
      await repo.insertCode({
        purpose,
        target,
        codeHash: sha256(code),
        createdAt: at,
        expiresAt: new Date(at.getTime() + Limit.verificationCodeTtlMs),
      });
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
