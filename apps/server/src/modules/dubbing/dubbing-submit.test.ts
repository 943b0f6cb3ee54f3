import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DubbingApi,
  ResultCode,
  TaskStatus,
  dubbingCostFor,
  estimateDubbingSeconds,
  translate,
  type TPage,
  type TDubbingTask,
} from '@orator/contracts';
import { api } from '../../../test/api';
import {
  DUBBING_VOICE,
  dubbingDetail,
  dubbingRequest,
  quoteDubbing,
  submitDubbing,
  submittedDubbing,
} from '../../../test/dubbing';
import { createTestApp, type TestApp } from '../../../test/helper';
import { buyKcoins, expectLedgersBalanced, kcoinBalance } from '../../../test/money';
import { activeUser, setUser } from '../../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function userWithKcoins() {
  const user = await activeUser(t);
  await buyKcoins(t, user.token, 'kc500');
  return user;
}

/** A Pro member: no free uses, so every dubbing is paid in K-coins. */
async function member(options: { kcoins: boolean }) {
  const user = await activeUser(t);
  if (options.kcoins) await buyKcoins(t, user.token, 'kc500');
  await setUser(t, user.user.id, { plan: 'pro', subscriptionStatus: 45 });
  return user;
}

/** About 75 seconds of English at rate 1: two started minutes. */
const MINUTE_AND_A_BIT =
  'Our studio reads your script aloud in a natural voice, with pauses where you want them. '.repeat(12);

describe('submitting a dubbing', () => {
  it('holds 18 K-coins per started minute of the estimated audio, as quoted', async () => {
    const { token } = await member({ kcoins: true });
    const before = await kcoinBalance(t, token);
    const paragraphs = [{ content: MINUTE_AND_A_BIT, voiceId: DUBBING_VOICE }];
    const quote = await quoteDubbing(t, token, { language: 'en-US', paragraphs });
    expect(quote.code, quote.message).toBe(ResultCode.Success);
    const seconds = estimateDubbingSeconds(paragraphs);
    expect(seconds).toBeGreaterThan(60);
    expect(quote.data).toMatchObject({
      canSave: true,
      blockedBy: null,
      estimatedSeconds: seconds,
      cost: 36,
      price: 36,
      isTrial: false,
      freeUses: { total: 0, used: 0, thisUse: null },
      balance: before,
      characterCount: MINUTE_AND_A_BIT.trim().length,
      characterLimit: 10000,
    });
    const task = await submittedDubbing(t, token, dubbingRequest({ paragraphs }));
    expect(task.taskStatusTypeId).toBe(TaskStatus.Queued);
    expect(task).toMatchObject({ costKcoins: 36, isFreeUse: false });
    expect(await kcoinBalance(t, token)).toBe(before - 36);
    expect(dubbingCostFor(59)).toBe(18);
    expect(dubbingCostFor(60)).toBe(18);
    expect(dubbingCostFor(61)).toBe(36);
  });

  it('refuses empty text, unknown voices and languages, and bad pauses, charging nothing', async () => {
    const { token } = await userWithKcoins();
    const before = await kcoinBalance(t, token);
    const cases: [Parameters<typeof dubbingRequest>[0], string][] = [
      [{ paragraphs: [{ content: '  [pause 1s] ...', voiceId: DUBBING_VOICE }] }, translate('dubbingTextEmpty', 'en')],
      [{ paragraphs: [{ content: 'Hello there.', voiceId: 'espeak:xx:none' }] }, translate('voiceNotFound', 'en')],
      [{ language: 'xx-XX' }, translate('dubbingLanguageUnknown', 'en')],
      [
        { paragraphs: [{ content: 'Wait [pause 0.3s] here.', voiceId: DUBBING_VOICE }] },
        translate('pauseInvalid', 'en', { token: '[pause 0.3s]' }),
      ],
    ];
    for (const [overrides, message] of cases) {
      const res = await submitDubbing(t, token, dubbingRequest(overrides));
      expect(res.code).toBe(ResultCode.BadRequest);
      expect(res.message).toBe(message);
    }
    const zh = await t.call({
      method: 'POST',
      url: api(DubbingApi.textToSpeech),
      token,
      headers: { Language: 'zh' },
      payload: dubbingRequest({ paragraphs: [{ content: '', voiceId: DUBBING_VOICE }] }),
    });
    expect(zh.message).toBe('请输入要配音的文本');
    expect(await kcoinBalance(t, token)).toBe(before);
  });

  it('asks a free user to upgrade for a text over the plan or a member-only voice', async () => {
    const { token } = await userWithKcoins();
    const long = dubbingRequest({ paragraphs: [{ content: MINUTE_AND_A_BIT.repeat(2), voiceId: DUBBING_VOICE }] });
    const tooLong = await submitDubbing(t, token, long);
    expect(tooLong.code).toBe(ResultCode.NeedsUpgrade);
    expect(tooLong.message).toBe('Character limit exceeded, upgrade');
    const quote = await quoteDubbing(t, token, long);
    expect(quote.data).toMatchObject({ canSave: false, blockedBy: 'characterLimit' });

    const memberVoice = dubbingRequest({ paragraphs: [{ content: 'Members only.', voiceId: 'espeak:en-US:f1' }] });
    const refused = await submitDubbing(t, token, memberVoice);
    expect(refused.code).toBe(ResultCode.NeedsUpgrade);
    expect(refused.message).toBe(translate('memberOnlyAsset', 'en'));
  });

  it('lets members use member-only voices and longer texts', async () => {
    const { token, user } = await userWithKcoins();
    await setUser(t, user.id, { plan: 'pro', subscriptionStatus: 45 });
    const task = await submittedDubbing(
      t,
      token,
      dubbingRequest({ paragraphs: [{ content: MINUTE_AND_A_BIT.repeat(2), voiceId: 'espeak:en-US:f1' }] }),
    );
    expect(task.characterCount).toBeGreaterThan(1500);
  });

  it('answers 507 to a member without K-coins, and says so in the quote, leaving no dubbing behind', async () => {
    const { token } = await member({ kcoins: false });
    const quote = await quoteDubbing(t, token, dubbingRequest());
    expect(quote.data).toMatchObject({ canSave: false, blockedBy: 'balance', cost: 18, balance: 0 });
    const res = await submitDubbing(t, token, dubbingRequest());
    expect(res.code).toBe(ResultCode.InsufficientBalance);
    expect(res.message).toBe('Oops, the K-coin balance is insufficient!');
    const list = await t.call<TPage<TDubbingTask>>({ method: 'POST', url: api(DubbingApi.list), token, payload: {} });
    expect(list.data.total).toBe(0);
  });

  it('allows one dubbing at a time on the free plan', async () => {
    const { token } = await userWithKcoins();
    await submittedDubbing(t, token);
    const quote = await quoteDubbing(t, token, dubbingRequest());
    expect(quote.data).toMatchObject({ canSave: false, blockedBy: 'busy', processing: 1, concurrentLimit: 1 });
    const second = await submitDubbing(t, token, dubbingRequest());
    expect(second.code).toBe(ResultCode.TaskInProgress);
    expect(second.message).toBe(translate('dubbingTaskBusy', 'en'));
  });

  it("keeps each user's dubbings to themselves, and deleting a queued one gives the K-coins back", async () => {
    const owner = await userWithKcoins();
    const other = await userWithKcoins();
    const before = await kcoinBalance(t, owner.token);
    const task = await submittedDubbing(t, owner.token);
    const peek = await dubbingDetail(t, other.token, task.id);
    expect(peek.code).toBe(ResultCode.NotFound);
    expect(peek.message).toBe(translate('dubbingNotFound', 'en'));
    const steal = await t.call({
      method: 'POST',
      url: api(DubbingApi.delete),
      token: other.token,
      payload: { ids: [task.id] },
    });
    expect(steal.code).toBe(ResultCode.NotFound);
    const list = await t.call<TPage<TDubbingTask>>({
      method: 'POST',
      url: api(DubbingApi.list),
      token: other.token,
      payload: {},
    });
    expect(list.data.total).toBe(0);

    const mine = await t.call<TPage<TDubbingTask>>({
      method: 'POST',
      url: api(DubbingApi.list),
      token: owner.token,
      payload: { ids: [task.id] },
    });
    expect(mine.data.records.map((record) => record.id)).toEqual([task.id]);
    const removed = await t.call({
      method: 'POST',
      url: api(DubbingApi.delete),
      token: owner.token,
      payload: { ids: [task.id] },
    });
    expect(removed.code, removed.message).toBe(ResultCode.Success);
    expect(await kcoinBalance(t, owner.token)).toBe(before);
    expect((await dubbingDetail(t, owner.token, task.id)).code).toBe(ResultCode.NotFound);
    await expectLedgersBalanced(t);
  });
});
