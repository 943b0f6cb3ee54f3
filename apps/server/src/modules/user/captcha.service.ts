import { randomInt, randomUUID } from 'node:crypto';
import { Limit, type TCaptcha } from '@orator/contracts';
import { AppError } from '../../platform/errors';
import { sameHash, sha256 } from '../../platform/secrets';
import { drawQuestionPicture } from './captcha-picture';
import type { VerificationRepo } from './verification.repo';

/** A sum or a difference of two numbers from 1 to 20; never a negative result, since people stumble over "4 - 17". */
function askQuestion() {
  for (;;) {
    const left = randomInt(1, 21);
    const right = randomInt(1, 21);
    const adds = randomInt(2) === 0;
    const answer = adds ? left + right : left - right;
    if (answer >= 0) return { text: `${left}${adds ? '+' : '-'}${right}`, answer: String(answer) };
  }
}

/** The graphic captcha of SPEC section 5: an arithmetic question drawn as a PNG, answered once. */
export function createCaptchaService(repo: VerificationRepo, now: () => Date = () => new Date()) {
  return {
    async create(): Promise<TCaptcha> {
      const { text, answer } = askQuestion();
      const picture = await drawQuestionPicture(text);
      const captchaId = randomUUID();
      await repo.insertCaptcha({
        id: captchaId,
        answerHash: sha256(answer),
        expiresAt: new Date(now().getTime() + Limit.captchaTtlMs),
      });
      return { captchaId, image: `data:image/png;base64,${picture.toString('base64')}` };
    },

    /** A captcha is spent by any answer, right or wrong, so it cannot be brute-forced. */
    async verify(captchaId: string, answer: string) {
      const row = await repo.consumeCaptcha(captchaId, now());
      if (!row || !sameHash(row.answerHash, sha256(answer.trim()))) throw AppError.badRequest('captchaIncorrect');
    },
  };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
