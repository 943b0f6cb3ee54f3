import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { Limit, type TCaptcha } from '@orator/contracts';
import { AppError } from '../../platform/errors';
import { sameHash, sha256 } from '../../platform/secrets';
import type { VerificationRepo } from './verification.repo';

/** Large enough to read on a phone without zooming; the web app scales it to fit its field. */
const CAPTCHA_SIZE = { width: 240, height: 80 } as const;
const BACKGROUND = '#fafaff';

/**
 * A sum or a difference of two numbers from 1 to 20, in dark strokes crossed by a few lines. svg-captcha picks the
 * numbers itself, so a difference that would come out negative is drawn again: people stumble over "4 - 17".
 */
function drawExpression() {
  for (;;) {
    // Given a background, svg-captcha would tint the digits in pale colours; it draws them dark grey without one,
    // and the light background goes in underneath.
    const { data, text } = svgCaptcha.createMathExpr({
      mathMin: 1,
      mathMax: 20,
      mathOperator: '+-',
      noise: 3,
      fontSize: 84,
      ...CAPTCHA_SIZE,
    });
    if (Number(text) < 0) continue;
    const svg = data.replace(/^<svg[^>]*>/, (open) => `${open}<rect width="100%" height="100%" fill="${BACKGROUND}"/>`);
    return { svg, answer: text.trim() };
  }
}

/** The graphic captcha of SPEC section 5: an arithmetic question drawn as SVG, answered once. */
export function createCaptchaService(repo: VerificationRepo, now: () => Date = () => new Date()) {
  return {
    async create(): Promise<TCaptcha> {
      const { svg, answer } = drawExpression();
      const captchaId = randomUUID();
      await repo.insertCaptcha({
        id: captchaId,
        answerHash: sha256(answer),
        expiresAt: new Date(now().getTime() + Limit.captchaTtlMs),
      });
      return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    /** A captcha is spent by any answer, right or wrong, so it cannot be brute-forced. */
    async verify(captchaId: string, answer: string) {
      const row = await repo.consumeCaptcha(captchaId, now());
      if (!row || !sameHash(row.answerHash, sha256(answer.trim()))) throw AppError.badRequest('captchaIncorrect');
    },
  };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
