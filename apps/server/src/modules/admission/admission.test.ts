import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DubbingApi,
  ResultCode,
  TaskApi,
  dubbingCostFor,
  estimateDubbingSeconds,
  estimateScriptSeconds,
  translate,
  videoCostFor,
  type TPage,
} from '@orator/contracts';
import { api } from '../../../test/api';
import { dubbingRequest, submitDubbing } from '../../../test/dubbing';
import { createPeerApp, createTestApp, type TestApp } from '../../../test/helper';
import { buyKcoins, expectLedgersBalanced, kcoinBalance } from '../../../test/money';
import { activeUser, setUser } from '../../../test/users';
import { ENGLISH_SCRIPT, saveTask, videoTask } from '../../../test/video';
import { servicesFor } from '../services';

/** Two API processes on one database (two connection pools on PostgreSQL): requests alternate between them. */
let t: TestApp;
let peer: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  peer = await createPeerApp(t);
});
afterAll(async () => {
  await peer.close();
  await t.close();
});

const BURST = 20;
const VIDEO_PRICE = videoCostFor(estimateScriptSeconds(ENGLISH_SCRIPT));
const DUBBING_PRICE = dubbingCostFor(estimateDubbingSeconds(dubbingRequest().paragraphs));
const PRO_AT_ONCE = 5;

interface Tool {
  name: string;
  price: number;
  busy: string;
  submit: (app: TestApp, token: string) => Promise<{ code: number; message: string; data: unknown }>;
  listUrl: string;
}

const tools: Tool[] = [
  {
    name: 'video (saveTask)',
    price: VIDEO_PRICE,
    busy: 'Sorry, video tasks are being generated. Please wait for completion before resubmitting.',
    submit: (app, token) => saveTask(app, token, videoTask()),
    listUrl: api(TaskApi.list),
  },
  {
    name: 'dubbing (textToSpeech)',
    price: DUBBING_PRICE,
    busy: translate('dubbingTaskBusy', 'en'),
    submit: (app, token) => submitDubbing(app, token, dubbingRequest()),
    listUrl: api(DubbingApi.list),
  },
];

/** Sends the same submission BURST times at once, alternating between the two API processes. */
async function burst(tool: Tool, token: string) {
  const answers = await Promise.all(
    Array.from({ length: BURST }, (_, i) => tool.submit(i % 2 === 0 ? t : peer, token)),
  );
  const accepted = answers.filter((answer) => answer.code === ResultCode.Success);
  const refused = answers.filter((answer) => answer.code !== ResultCode.Success);
  return { accepted, refused };
}

async function listed(tool: Tool, token: string) {
  const res = await t.call<TPage<{ costKcoins: number; isFreeUse: boolean }>>({
    method: 'POST',
    url: tool.listUrl,
    token,
    payload: { current: 1, size: 100 },
  });
  return res.data.records;
}

async function proUser() {
  const user = await activeUser(t);
  await setUser(t, user.user.id, { plan: 'pro', subscriptionStatus: 45 });
  return user;
}

describe.each(tools)('$name: 20 submissions at once through two API processes', (tool) => {
  it('admits exactly one free use for a Free account with 0 K-coins and refuses 19 with 515', async () => {
    const { token } = await activeUser(t);
    const { accepted, refused } = await burst(tool, token);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.data).toMatchObject({ costKcoins: 0, isFreeUse: true });
    expect(refused).toHaveLength(BURST - 1);
    for (const answer of refused) {
      expect(answer.code).toBe(ResultCode.TaskInProgress);
      expect(answer.message).toBe(tool.busy);
    }
    expect(await listed(tool, token)).toEqual([expect.objectContaining({ costKcoins: 0, isFreeUse: true })]);
    expect(await kcoinBalance(t, token)).toBe(0);
  });

  it('admits exactly 5 for a Pro account and refuses 15 with 515, holding 5 prices', async () => {
    const { token } = await proUser();
    await buyKcoins(t, token, 'kc500');
    const { accepted, refused } = await burst(tool, token);
    expect(accepted).toHaveLength(PRO_AT_ONCE);
    expect(refused.map((answer) => answer.code)).toEqual(Array(BURST - PRO_AT_ONCE).fill(ResultCode.TaskInProgress));
    expect(await listed(tool, token)).toHaveLength(PRO_AT_ONCE);
    expect(await kcoinBalance(t, token)).toBe(500 - PRO_AT_ONCE * tool.price);
  });

  it('admits only what the balance covers for a Pro account, refusing the rest with 507 and never going below 0', async () => {
    const { token, user } = await proUser();
    const balance = 3 * tool.price - 1;
    await servicesFor(t.ctx).ledger.credit({
      userId: user.id,
      amount: balance,
      idempotencyKey: 'grant',
      reason: 'redeem',
    });
    const { accepted, refused } = await burst(tool, token);
    expect(accepted).toHaveLength(2);
    expect(refused).toHaveLength(BURST - 2);
    for (const answer of refused) {
      expect(answer.code).toBe(ResultCode.InsufficientBalance);
      expect(answer.message).toBe('Oops, the K-coin balance is insufficient!');
    }
    expect(await listed(tool, token)).toHaveLength(2);
    expect(await kcoinBalance(t, token)).toBe(tool.price - 1);
  });
});

describe('the ledger after the bursts', () => {
  it('equals the sum of its entries for every user, none below zero', async () => {
    await expectLedgersBalanced(t);
  });
});
