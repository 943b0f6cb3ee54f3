import { ResultCode } from '@orator/contracts';
import { AppError } from '../../platform/errors';
import type { UserRepo } from './user.repo';

/** The limits of docs/security.md, item 1. */
export const LoginThrottleLimit = {
  windowMs: 15 * 60 * 1000,
  /** Failures one client may have on one account in a window; it then gets 429 for that account, and only it. */
  clientFailures: 10,
  /** Failures on one account in a window, from any clients, after which its password logins need a solved captcha. */
  captchaAfterFailures: 5,
  /** The owner hears of failed logins at most this often, however long an attack goes on. */
  noticeIntervalMs: 24 * 60 * 60 * 1000,
} as const;

/** Code 513 (SPEC 8): the web app shows the captcha and sends its answer with the next login. */
const captchaRequired = () => new AppError(ResultCode.CaptchaRequired, 'captchaRequired');

/**
 * Throttles the source that fails, not the account: a stranger's failures cost the stranger attempts and make the
 * account ask for a captcha, and never refuse the owner's right password. Every decision counts and records under
 * a lock on the address, so parallel attempts cannot all pass one count.
 */
export function createLoginThrottle(repo: UserRepo, now: () => Date) {
  const ago = (ms: number) => new Date(now().getTime() - ms);

  return {
    /**
     * Lets one password check for the address from this client go ahead, or refuses it. The attempt is recorded as a
     * failure before the password is checked, so that parallel attempts count it; a right password clears it.
     */
    async admit(target: string, client: string, captchaSolved: boolean) {
      await repo.withLoginFailures(target, async (failures) => {
        const since = ago(LoginThrottleLimit.windowMs);
        if ((await failures.count(since, client)) >= LoginThrottleLimit.clientFailures)
          throw AppError.tooManyRequests();
        if (!captchaSolved && (await failures.count(since)) >= LoginThrottleLimit.captchaAfterFailures)
          throw captchaRequired();
        await failures.record(client);
      });
    },

    /**
     * After a wrong password: what to tell the owner when the account has just come to ask for a captcha and she was
     * not told in the notice interval, otherwise undefined. Claimed under the lock, so parallel failures tell her once.
     */
    async noticeDue(target: string) {
      return repo.withLoginFailures(target, async (failures) => {
        const since = ago(LoginThrottleLimit.windowMs);
        const count = await failures.count(since);
        if (count < LoginThrottleLimit.captchaAfterFailures) return undefined;
        if (await failures.noticeSentSince(ago(LoginThrottleLimit.noticeIntervalMs))) return undefined;
        await failures.recordNotice();
        return { count, sources: await failures.sources(since) };
      });
    },

    /** A right password ends the series: the account no longer asks for a captcha. */
    clear: (target: string) => repo.clearLoginFailures(target),
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
export type LoginNotice = NonNullable<Awaited<ReturnType<LoginThrottle['noticeDue']>>>;
