import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas } from '../../db/schema/index';
import { sha256 } from '../../platform/secrets';
import { createTestApp, type TestApp } from '../../../test/helper';
import { drawQuestionPicture } from './captcha-picture';
import { createCaptchaService } from './captcha.service';
import { createVerificationRepo } from './verification.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DRAWN = 300;
/** Every result two numbers from 1 to 20 can give by adding or subtracting, negative ones included. */
const CANDIDATES = Array.from({ length: 60 }, (_, i) => String(i - 19));

/** The stored answer is a hash: the test finds which candidate result it is. */
const answerOf = (answerHash: string) => CANDIDATES.find((candidate) => sha256(candidate) === answerHash);

describe('graphic captcha', () => {
  it('asks only questions with a result of zero or more, both sums and differences', async () => {
    const service = createCaptchaService(createVerificationRepo(t.ctx.database.db));
    const drawn = [];
    for (let i = 0; i < DRAWN; i += 1) drawn.push(await service.create());
    const rows = await t.ctx.database.db
      .select()
      .from(captchas)
      .where(
        inArray(
          captchas.id,
          drawn.map((c) => c.captchaId),
        ),
      );
    const answers = rows.map((row) => Number(answerOf(row.answerHash)));
    expect(answers).toHaveLength(DRAWN);
    expect(answers.filter((answer) => !(answer >= 0))).toEqual([]);
    // Sums above 20 and small differences both occur: subtraction was not simply dropped.
    expect(answers.some((answer) => answer > 20)).toBe(true);
    expect(answers.some((answer) => answer < 2)).toBe(true);
  });

  it('serves a 240 by 80 PNG that carries no vector outlines', async () => {
    const service = createCaptchaService(createVerificationRepo(t.ctx.database.db));
    const { image } = await service.create();
    expect(image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(image.slice(image.indexOf(',') + 1), 'base64');
    const { format, width, height } = await sharp(png).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 240, height: 80 });
    expect(png.toString('latin1')).not.toMatch(/<svg|<path/);
  });

  it('draws each question differently every time', async () => {
    const [first, second] = await Promise.all([drawQuestionPicture('12+7'), drawQuestionPicture('12+7')]);
    expect(first.equals(second)).toBe(false);
  });
});
