import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CopywritingApi, ResultCode, type TCopyLanguage } from '@orator/contracts';
import { copyLength } from '@orator/media';
import { api } from '../../../test/api';
import { copyStream, tokenHeader } from '../../../test/copy-stream';
import { createTestApp, type TestApp } from '../../../test/helper';
import { activeUser } from '../../../test/users';

const DAILY_LIMIT = 4;
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ copyDailyLimit: DAILY_LIMIT, copyComposerPaceMs: 0 });
  token = (await activeUser(t)).token;
}, 60_000);

afterAll(() => t.close());

const recommend = (payload: object, userToken = token, headers: Record<string, string> = {}) =>
  copyStream(t, api(CopywritingApi.recommendation), payload, { ...tokenHeader(userToken), ...headers });
const extend = (payload: object, userToken = token) =>
  copyStream(t, api(CopywritingApi.extended), payload, tokenHeader(userToken));

const EARBUDS = 'Orator Buds, active noise cancelling, 30-hour battery, wireless charging case';

describe('copy languages and batch ids', () => {
  it('lists only the languages the composer writes, named in the caller’s language', async () => {
    const res = await t.call<TCopyLanguage[]>({
      method: 'GET',
      url: api(CopywritingApi.queryAllLanguage),
      token,
      headers: { Language: 'pt' },
    });
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data.map((l) => l.code).sort()).toEqual(['en', 'pt', 'zh']);
    expect(res.data.find((l) => l.code === 'zh')).toEqual({ code: 'zh', name: 'chinês', writer: { kind: 'composer' } });
  });

  it('hands out batch ids of an underscore and 8 letters or digits, each new', async () => {
    const ids = await Promise.all(
      [1, 2].map(() => t.call<string>({ method: 'GET', url: api(CopywritingApi.generateBatchId), token })),
    );
    for (const id of ids) expect(id.data).toMatch(/^_[A-Za-z0-9]{8}$/u);
    expect(ids[0]!.data).not.toBe(ids[1]!.data);
  });

  it('refuses a caller without a session', async () => {
    const res = await t.call({ method: 'GET', url: api(CopywritingApi.queryAllLanguage) });
    expect(res.code).toBe(ResultCode.SessionExpired);
  });
});

describe('recommendation stream', () => {
  it('streams three different variants word by word, each as long as asked', async () => {
    const stream = await recommend({ keywords: EARBUDS, language: 'en', wordCount: 200, batchId: '_abcDEF12' });
    expect(stream.isStream).toBe(true);
    expect(stream.frames[0]).toMatchObject({
      event: 'start',
      data: { batchId: '_abcDEF12', variants: 3, language: 'en', writer: { kind: 'composer' } },
    });
    expect(stream.frames.filter((f) => f.event === 'delta').length).toBeGreaterThan(3 * 150);
    expect(stream.done?.variants).toHaveLength(3);
    const texts = stream.done!.variants.map((v) => v.text);
    expect(stream.spelled).toEqual(texts);
    expect(new Set(texts).size).toBe(3);
    for (const variant of stream.done!.variants) {
      expect(variant.length).toBe(copyLength(variant.text, 'en'));
      expect(variant.length).toBeGreaterThanOrEqual(170);
      expect(variant.length).toBeLessThanOrEqual(220);
      expect(variant.text).toContain('Orator Buds');
    }
  });

  it('writes Chinese when asked, a video script by default for video creation', async () => {
    const stream = await recommend({
      keywords: '无线耳机，主动降噪，长续航',
      language: 'zh',
      wordCount: 100,
      businessSource: 1,
      variants: 1,
    });
    const text = stream.done!.variants[0]!.text;
    const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
    expect(han / text.replace(/\s/gu, '').length).toBeGreaterThan(0.8);
    expect(text).toMatch(/链接|关注|试试/u);
  });

  it('refuses bad input in the caller’s language before anything is streamed', async () => {
    const empty = await recommend({ keywords: ' ', language: 'en' }, token, { Language: 'zh' });
    expect(empty.envelope).toMatchObject({ code: ResultCode.BadRequest, message: '请输入关键词或产品的简短描述' });
    const length = await recommend({ keywords: EARBUDS, language: 'en', wordCount: 300 }, token, { Language: 'pt' });
    expect(length.envelope).toMatchObject({
      code: ResultCode.BadRequest,
      message: 'Escolha um tamanho de 100, 200, 400 ou 500 palavras',
    });
    const french = await recommend({ keywords: EARBUDS, language: 'fr' });
    expect(french.envelope).toMatchObject({
      code: ResultCode.BadRequest,
      message: 'Copy cannot be written in this language on this server: pick one from the list',
    });
  });

  it('refuses keywords with listed words and names them', async () => {
    const stream = await recommend({ keywords: 'guide, bomb making kit', language: 'en' });
    expect(stream.envelope).toMatchObject({ code: ResultCode.BadRequest, data: { sensitiveWord: ['bomb making'] } });
  });
});

describe('extended stream', () => {
  it('keeps the text and grows it to the chosen length', async () => {
    const text = 'Meet Orator Buds.\n\nGet yours today.';
    const stream = await extend({ keywords: EARBUDS, text, language: 'en', wordCount: 400 });
    const extended = stream.done!.variants[0]!.text;
    expect(extended.startsWith('Meet Orator Buds.')).toBe(true);
    expect(extended.endsWith('Get yours today.')).toBe(true);
    expect(copyLength(extended, 'en')).toBeGreaterThanOrEqual(340);
    expect(copyLength(extended, 'en')).toBeLessThanOrEqual(440);
  });

  it('refuses a text already longer than the chosen length', async () => {
    const long = Array.from({ length: 210 }, () => 'word').join(' ');
    const stream = await extend({ keywords: EARBUDS, text: long, language: 'en', wordCount: 200 });
    expect(stream.envelope).toMatchObject({
      code: ResultCode.BadRequest,
      message: 'The text already has 210 words: choose a longer length to extend it',
    });
  });
});

describe('daily limit', () => {
  it('lets exactly the day’s limit through when requests arrive together', async () => {
    const { token: fresh } = await activeUser(t);
    const streams = await Promise.all(
      Array.from({ length: DAILY_LIMIT + 5 }, () =>
        recommend({ keywords: EARBUDS, language: 'en', wordCount: 100, variants: 1 }, fresh),
      ),
    );
    const written = streams.filter((s) => s.done);
    const refused = streams.filter((s) => s.envelope?.code === ResultCode.LimitReached);
    expect(written).toHaveLength(DAILY_LIMIT);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.envelope!.message).toBe(
      `You have written ${DAILY_LIMIT} copies today, the daily limit: please come back tomorrow`,
    );
    expect(written.map((s) => s.done!.remainingToday).sort()).toEqual([0, 1, 2, 3]);
  });

  it('does not count a request refused before writing', async () => {
    const { token: fresh } = await activeUser(t);
    await recommend({ keywords: EARBUDS, language: 'fr' }, fresh);
    const stream = await recommend({ keywords: EARBUDS, language: 'en', wordCount: 100, variants: 1 }, fresh);
    expect(stream.done?.remainingToday).toBe(DAILY_LIMIT - 1);
  });
});
