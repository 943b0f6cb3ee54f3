import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PaymentApi,
  TaskApi,
  TaskStatus,
  billableSeconds,
  videoCostFor,
  type TKcoinRecord,
  type TPage,
  type TTaskQuote,
} from '@orator/contracts';
import { videoTasks } from '../../db/schema/index';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { buyKcoins, expectLedgersBalanced, kcoinBalance } from '../../../test/money';
import { activeUser, setUser } from '../../../test/users';
import { ENGLISH_SCRIPT, savedTask, taskDetail, videoTask } from '../../../test/video';
import { renderVideo } from './render-video.job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Spoken by the test voice in 13 to 14 seconds; the estimate from its length says more. */
const FOURTEEN_SECOND_SCRIPT = `${ENGLISH_SCRIPT} Pick a presenter, type your script, choose a voice you like, and press generate. That is really all it takes.`;

describe('the price of a finished video', () => {
  it('is one K-coin per started second of its real length, the rest of the hold given back', async () => {
    const { token, user } = await activeUser(t);
    await buyKcoins(t, token, 'kc500');
    await setUser(t, user.id, { plan: 'pro', subscriptionStatus: 45 });
    const request = videoTask({ taskName: 'Fourteen seconds', copyContent: FOURTEEN_SECOND_SCRIPT });
    const quote = await t.call<TTaskQuote>({ method: 'POST', url: api(TaskApi.quote), token, payload: request });
    const task = await savedTask(t, token, request);
    expect(task.costKcoins).toBe(quote.data.price);

    await renderVideo({ taskId: task.id }, t.ctx);
    const done = await taskDetail(t, token, task.id);
    expect(done.taskStatusTypeId).toBe(TaskStatus.Finished);
    const [row] = await t.ctx.database.db.select().from(videoTasks).where(eq(videoTasks.id, task.id));
    expect(Math.ceil(row!.durationSec!)).toBe(14);
    expect(done.costKcoins).toBe(videoCostFor(billableSeconds(row!.durationSec!)));
    expect(done.costKcoins).toBe(14);
    expect(quote.data.price).toBeGreaterThan(14);
    expect(await kcoinBalance(t, token)).toBe(500 - 14);

    const records = await t.call<TPage<TKcoinRecord>>({
      method: 'POST',
      url: api(PaymentApi.kcoinRecords),
      token,
      payload: {},
    });
    expect(records.data.records[0]).toMatchObject({
      number: -14,
      type: 'expense',
      reason: 'task',
      remark: 'Fourteen seconds',
    });
    await expectLedgersBalanced(t);
  });
});
