import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { Limit, type TCaptcha } from '@orator/contracts';
import { AppError } from '../../platform/errors';
import { sameHash, sha256 } from '../../platform/secrets';
import type { VerificationRepo } from './verification.repo';

/** The graphic captcha of SPEC section 5: an arithmetic question drawn as SVG, answered once. */
export function createCaptchaService(repo: VerificationRepo, now: () => Date = () => new Date()) {
  return {
    async create(): Promise<TCaptcha> {
      const { data, text } = svgCaptcha.createMathExpr({
        mathMin: 1,
        mathMax: 20,
        mathOperator: '+-',
        noise: 2,
        color: true,
        background: '#f4f6fb',
        width: 132,
        height: 44,
      });
      const captchaId = randomUUID();
      await repo.insertCaptcha({
        id: captchaId,
        answerHash: sha256(text.trim()),
        expiresAt: new Date(now().getTime() + Limit.captchaTtlMs),
      });
      return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
    },

    /** A captcha is spent by any answer, right or wrong, so it cannot be brute-forced. */
    async verify(captchaId: string, answer: string) {
      const row = await repo.consumeCaptcha(captchaId, now());
      if (!row || !sameHash(row.answerHash, sha256(answer.trim()))) throw AppError.badRequest('captchaIncorrect');
    },
  };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
