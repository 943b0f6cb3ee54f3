import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DubbingApi, ResultCode, TaskStatus, dubbingCostFor, translate, type TDubbingTask } from '@orator/contracts';
import { lineWidthInEm, maxLineWidthInEm, parseSubtitles, probe } from '@orator/media';
import { dubbingTasks } from '../../db/schema/index';
import { api } from '../../../test/api';
import { dubbingDetail, submittedDubbing } from '../../../test/dubbing';
import { runWhileDeleted } from '../../../test/delete-while-running';
import { createTestApp, type TestApp } from '../../../test/helper';
import { buyKcoins, expectLedgersBalanced, kcoinBalance } from '../../../test/money';
import { activeUser, setUser } from '../../../test/users';
import { servicesFor } from '../services';
import { failStalledDubbings, synthesizeDubbing } from './synthesize-dubbing.job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A member with K-coins: no free uses, so every dubbing is paid. */
async function userWithKcoins() {
  const user = await activeUser(t);
  await buyKcoins(t, user.token, 'kc500');
  await setUser(t, user.user.id, { plan: 'pro', subscriptionStatus: 45 });
  return user;
}

/** Downloads a file through the public download endpoint, as the browser does. */
async function download(token: string, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { aigcToken: token } });
  expect(res.statusCode).toBe(200);
  return res;
}

async function finished(token: string, id: number) {
  const res = await dubbingDetail(t, token, id);
  expect(res.code, res.message).toBe(ResultCode.Success);
  return res.data;
}

describe('speaking a dubbing', () => {
  it('makes a downloadable MP3 and an SRT timed to it, and charges the price of its real length', async () => {
    const { token } = await userWithKcoins();
    const before = await kcoinBalance(t, token);
    const task = await submittedDubbing(t, token);
    await synthesizeDubbing({ taskId: task.id }, t.ctx);

    const done = await finished(token, task.id);
    expect(done.taskStatusTypeId).toBe(TaskStatus.Finished);
    expect(done.progress).toBe(100);
    expect(done.costKcoins).toBe(Math.min(task.costKcoins, dubbingCostFor(done.fileDuration!)));
    expect(done.isFreeUse).toBe(false);
    expect(await kcoinBalance(t, token)).toBe(before - done.costKcoins);

    const mp3 = await download(token, done.audioUrl!);
    const mp3Path = path.join(os.tmpdir(), `orator-dubbing-${task.id}.mp3`);
    await writeFile(mp3Path, mp3.rawPayload);
    const info = await probe(mp3Path);
    expect(info.audio?.codec).toBe('mp3');
    expect(Math.abs(info.durationSec - done.fileDuration!)).toBeLessThan(0.1);

    const cues = parseSubtitles((await download(token, done.subtitleUrl!)).body);
    expect(cues.map((cue) => cue.text)).toEqual([
      'Welcome to the launch.',
      'This is the first paragraph.',
      'And a second voice reads the second one.',
    ]);
    // The [pause 1s] is heard exactly where the script put it.
    expect(cues[1]!.start - cues[0]!.end).toBeCloseTo(1, 2);
    expect(cues.at(-1)!.end).toBeLessThanOrEqual(done.fileDuration! + 0.001);
    await expectLedgersBalanced(t);

    // A retried delivery of the same job neither speaks nor charges again.
    await synthesizeDubbing({ taskId: task.id }, t.ctx);
    expect((await finished(token, task.id)).audioFileId).toBe(done.audioFileId);
    expect(await kcoinBalance(t, token)).toBe(before - done.costKcoins);
  });

  it('stops a dubbing deleted while it is spoken: no audio is stored and nothing is charged', async () => {
    const { token, user } = await userWithKcoins();
    const before = await kcoinBalance(t, token);
    const task = await submittedDubbing(t, token);
    // The user deletes it as soon as the page shows it being spoken.
    await runWhileDeleted(
      t,
      { ownerId: user.id, kind: 'dubbing', id: task.id },
      () => synthesizeDubbing({ taskId: task.id }, t.ctx),
      () => t.call({ method: 'POST', url: api(DubbingApi.delete), token, payload: { ids: [task.id] } }),
    );

    const row = await servicesFor(t.ctx).dubbingRepo.byId(task.id);
    expect(row?.deletedAt).toBeTruthy();
    expect(row?.audioFileId).toBeNull();
    expect(row?.status).not.toBe(TaskStatus.Finished);
    expect(await kcoinBalance(t, token)).toBe(before);
    await expectLedgersBalanced(t);
  });

  it('fails a script it cannot speak at once, and gives the K-coins back', async () => {
    const { token } = await userWithKcoins();
    const before = await kcoinBalance(t, token);
    const task = await submittedDubbing(t, token);
    // The voice disappears between submission and synthesis (e.g. a remote engine removed from the config).
    await t.ctx.database.db
      .update(dubbingTasks)
      .set({
        paragraphs: [
          { text: 'Nobody can read this.', voiceId: 'espeak:xx:gone', speakRate: 1, speakPitch: 1, volume: 1 },
        ],
      })
      .where(eq(dubbingTasks.id, task.id));
    await synthesizeDubbing({ taskId: task.id }, t.ctx);
    const failed = await finished(token, task.id);
    expect(failed.taskStatusTypeId).toBe(TaskStatus.Failed);
    expect(failed.failReason).toBe(translate('dubbingFailedSystem', 'en'));
    expect(failed.audioUrl).toBeNull();
    expect(await kcoinBalance(t, token)).toBe(before);
    await expectLedgersBalanced(t);
  });

  it('gives up a dubbing whose worker died, and refunds it', async () => {
    const { token } = await userWithKcoins();
    const before = await kcoinBalance(t, token);
    const task = await submittedDubbing(t, token);
    await t.ctx.database.db
      .update(dubbingTasks)
      .set({ status: TaskStatus.Processing, updatedAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(dubbingTasks.id, task.id));
    await failStalledDubbings({}, t.ctx);
    expect((await finished(token, task.id)).taskStatusTypeId).toBe(TaskStatus.Failed);
    expect(await kcoinBalance(t, token)).toBe(before);
  });

  it('re-cuts the subtitles for a bigger font into shorter lines, keeping the words and the timing', async () => {
    const { token } = await userWithKcoins();
    const task = await submittedDubbing(t, token);
    const early = await t.call({
      method: 'POST',
      url: api(DubbingApi.updateSubtitleByFontSize),
      token,
      payload: { id: task.id, fontSize: 96 },
    });
    expect(early.message).toBe(translate('dubbingNotReady', 'en'));
    await synthesizeDubbing({ taskId: task.id }, t.ctx);
    const done = await finished(token, task.id);
    const original = parseSubtitles((await download(token, done.subtitleUrl!)).body);

    const res = await t.call<TDubbingTask>({
      method: 'POST',
      url: api(DubbingApi.updateSubtitleByFontSize),
      token,
      payload: { id: task.id, fontSize: 120, videoWidth: 1080 },
    });
    expect(res.code, res.message).toBe(ResultCode.Success);
    expect(res.data.subtitleFontSize).toBe(120);
    expect(res.data.subtitleFileId).not.toBe(done.subtitleFileId);
    const recut = parseSubtitles((await download(token, res.data.subtitleUrl!)).body);
    expect(recut.length).toBeGreaterThan(original.length);
    for (const cue of recut) expect(lineWidthInEm(cue.text)).toBeLessThanOrEqual(maxLineWidthInEm(120, 1080));
    expect(recut.map((cue) => cue.text).join(' ')).toBe(original.map((cue) => cue.text).join(' '));
    expect(recut[0]!.start).toBeCloseTo(original[0]!.start, 3);
    expect(recut.at(-1)!.end).toBeCloseTo(original.at(-1)!.end, 3);
  });
});
