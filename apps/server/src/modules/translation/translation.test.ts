import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ResultCode,
  TranslationApi,
  translate,
  type TTranslateSupport,
  type TTranslateTextRequest,
  type TTranslatedText,
} from '@orator/contracts';
import { findApertium } from '@orator/media';
import { startLibreTranslateServer, type TranslationTestServer } from '@orator/media/testing';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { activeUser } from '../../../test/users';

const hasApertium = findApertium() !== null;

function support(t: TestApp, token: string) {
  return t.call<TTranslateSupport>({ method: 'GET', url: api(TranslationApi.queryTranslateSupportLanguage), token });
}

function translateText(t: TestApp, token: string, payload: TTranslateTextRequest, locale = 'en') {
  return t.call<TTranslatedText>({
    method: 'POST',
    url: api(TranslationApi.translateText),
    token,
    payload,
    headers: { Language: locale },
  });
}

describe.skipIf(!hasApertium)('translation offline, with Apertium', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await activeUser(t));
  });
  afterAll(() => t.close());

  it('lists the directions it translates into a language some voice speaks, as drafts of the offline engine', async () => {
    const res = await support(t, token);
    expect(res.code, res.message).toBe(ResultCode.Success);
    expect(res.data.directions).toContainEqual({
      from: 'en',
      to: 'es',
      engine: 'apertium',
      isOffline: true,
      via: null,
    });
    expect(res.data.directions).toContainEqual({
      from: 'en',
      to: 'pt',
      engine: 'apertium',
      isOffline: true,
      via: 'es',
    });
    // Apertium has no Chinese: the voices that speak it are no use to a translation that cannot be made.
    expect(res.data.targets).not.toContain('zh');
    expect(res.data.sources).toContain('en');
  });

  it('translates a transcript one sentence to one, keeping blank lines and the source beside each', async () => {
    const res = await translateText(t, token, {
      sentences: ['The house is big.', '', 'Good morning, everyone!'],
      from: 'en-US',
      to: 'es-ES',
    });
    expect(res.code, res.message).toBe(ResultCode.Success);
    expect(res.data.direction).toMatchObject({ from: 'en', to: 'es', engine: 'apertium', isOffline: true });
    expect(res.data.sentences.map((sentence) => sentence.source)).toEqual([
      'The house is big.',
      '',
      'Good morning, everyone!',
    ]);
    const [house, blank, morning] = res.data.sentences.map((sentence) => sentence.text);
    expect(house).toMatch(/casa/i);
    expect(blank).toBe('');
    expect(morning).toMatch(/buenos/i);
  });

  it('names both languages of a direction it cannot translate, in the user language', async () => {
    const english = await translateText(t, token, { sentences: ['Hello.'], from: 'en', to: 'zh-CN' });
    expect(english.code).toBe(ResultCode.BadRequest);
    expect(english.message).toBe(translate('translationUnsupported', 'en', { from: 'English', to: 'Chinese' }));
    const chinese = await translateText(t, token, { sentences: ['Hello.'], from: 'en', to: 'zh-CN' }, 'zh');
    expect(chinese.message).toBe(translate('translationUnsupported', 'zh', { from: '英语', to: '中文' }));
  });

  it('refuses a transcript beyond its limits, and callers without a session', async () => {
    const tooMany = await translateText(t, token, {
      sentences: Array.from({ length: 401 }, () => 'Hello.'),
      from: 'en',
      to: 'es',
    });
    expect(tooMany.code).toBe(ResultCode.BadRequest);
    const anonymous = await t.call({ method: 'GET', url: api(TranslationApi.queryTranslateSupportLanguage) });
    expect(anonymous.code).toBe(ResultCode.SessionExpired);
  });
});

describe('translation through a configured LibreTranslate server', () => {
  let server: TranslationTestServer;
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    server = await startLibreTranslateServer({ apiKey: 'secret' });
    t = await createTestApp({ translateEngine: { kind: 'libretranslate', url: server.url, apiKey: 'secret' } });
    ({ token } = await activeUser(t));
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('lists the server directions as its own and translates through it', async () => {
    const listed = await support(t, token);
    expect(listed.data.directions).toContainEqual({
      from: 'en',
      to: 'zh',
      engine: 'libretranslate',
      isOffline: false,
      via: null,
    });
    const res = await translateText(t, token, { sentences: ['Hello world.', 'The cat sleeps.'], from: 'en', to: 'zh' });
    expect(res.code, res.message).toBe(ResultCode.Success);
    expect(res.data.sentences.map((sentence) => sentence.text)).toEqual(['你好 世界.', '猫 睡觉.']);
    const sent = server.received.filter((request) => request.path === '/translate');
    expect(sent.at(-1)?.body).toMatchObject({
      q: ['Hello world.', 'The cat sleeps.'],
      source: 'en',
      api_key: 'secret',
    });
  });

  it('asks to try again when the server fails, and says nothing of its answer', async () => {
    server.fault = { status: 503, body: '{"error":"overloaded"}' };
    const res = await translateText(t, token, { sentences: ['Hello world.'], from: 'en', to: 'zh' });
    server.fault = {};
    expect(res.code).toBe(ResultCode.ServerError);
    expect(res.message).toBe(translate('translationFailed', 'en'));
    expect(res.message).not.toContain('overloaded');
  });
});
