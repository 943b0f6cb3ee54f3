import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDITION_CHARS,
  ResultCode,
  VoiceApi,
  translate,
  type TLanguage,
  type TPage,
  type TVoice,
} from '@orator/contracts';
import { decodeWav, durationOf } from '@orator/media';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { buyKcoins } from '../../../test/money';
import { activeUser } from '../../../test/users';
import { savedTask, videoTask } from '../../../test/video';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await activeUser(t)).token;
});
afterAll(() => t.close());

const page = (payload: object, auth = true) =>
  t.call<TPage<TVoice>>({
    method: 'POST',
    url: api(auth ? VoiceApi.queryVoicePageNew : VoiceApi.queryVoicePagePosNoLogin),
    token: auth ? token : undefined,
    payload,
  });

describe('the voice catalogue', () => {
  it('lists over 100 languages, each with the number of its voices', async () => {
    const res = await t.call<TLanguage[]>({ method: 'GET', url: api(VoiceApi.queryLanguage) });
    expect(res.data.length).toBeGreaterThanOrEqual(100);
    const chinese = res.data.find((language) => language.code === 'zh-CN');
    expect(chinese?.voiceCount).toBeGreaterThanOrEqual(4);
  });

  it('filters by language, gender and style and pages the result', async () => {
    const women = await page({ language: 'pt-BR', gender: 'female', size: 2 });
    expect(women.data.total).toBeGreaterThanOrEqual(3);
    expect(women.data.records).toHaveLength(2);
    expect(women.data.records.every((v) => v.language === 'pt-BR' && v.gender === 'female')).toBe(true);
    const next = await page({ language: 'pt-BR', gender: 'female', size: 2, current: 2 });
    expect(next.data.records[0]?.voiceId).not.toBe(women.data.records[0]?.voiceId);
    const news = await page({ style: 'news', size: 100 });
    expect(news.data.records.every((v) => v.styles.includes('news'))).toBe(true);
  });

  it('serves the list to visitors on the no-login path only', async () => {
    expect((await page({ language: 'en-US' }, false)).data.total).toBeGreaterThan(0);
    const guarded = await t.call({ method: 'POST', url: api(VoiceApi.queryVoicePageNew), payload: {} });
    expect(guarded.code).toBe(ResultCode.SessionExpired);
  });

  it('plays a sample and the audition of the first 300 characters', async () => {
    const [voice] = (await page({ language: 'en-US', size: 1 })).data.records;
    const sample = await t.app.inject({ method: 'GET', url: voice!.defaultVoiceUrl });
    expect(sample.headers['content-type']).toBe('audio/wav');
    expect(durationOf(decodeWav(sample.rawPayload))).toBeGreaterThan(1);

    const audition = (text: string) =>
      t.app.inject({
        method: 'POST',
        url: api(VoiceApi.audition),
        headers: { aigcToken: token },
        payload: { text, voiceId: voice!.voiceId },
      });
    const sentence = 'This sentence is spoken again and again. ';
    const long = sentence.repeat(Math.ceil((AUDITION_CHARS * 3) / sentence.length));
    const first300 = long.slice(0, AUDITION_CHARS);
    const [full, capped] = await Promise.all([audition(long), audition(first300)]);
    expect(Math.abs(durationOf(decodeWav(full.rawPayload)) - durationOf(decodeWav(capped.rawPayload)))).toBeLessThan(
      0.05,
    );
  });

  it('refuses an unknown voice in the caller language', async () => {
    const res = await t.call({
      method: 'GET',
      url: `${api(VoiceApi.queryVoiceDetailNew)}?voiceId=espeak:xx:none`,
      token,
      headers: { Language: 'pt' },
    });
    expect(res.message).toBe(translate('voiceNotFound', 'pt'));
  });

  it('remembers the voices a user spoke with, newest first', async () => {
    const user = await activeUser(t);
    await buyKcoins(t, user.token, 'kc500');
    await savedTask(t, user.token, videoTask());
    const recent = await t.call<TVoice[]>({
      method: 'POST',
      url: api(VoiceApi.queryRecentUseVoiceListNew),
      token: user.token,
    });
    expect(recent.data.map((v) => v.voiceId)).toEqual([videoTask().speech.voiceId]);
  });
});
