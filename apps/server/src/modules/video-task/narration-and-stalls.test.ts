import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileSource, ResultCode, TaskStatus, translate } from '@orator/contracts';
import { ffmpeg } from '@orator/media';
import { lyingMp3 } from '@orator/media/testing';
import { videoTasks } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helper';
import { buyKcoins, expectLedgersBalanced, kcoinBalance } from '../../../test/money';
import { activeUser, setUser, uploadFile } from '../../../test/users';
import { saveTask, savedTask, taskDetail, videoTask } from '../../../test/video';
import { renderVideo } from './render-video.job';
import { failStalledTasks } from './stalled-tasks.job';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(os.tmpdir(), 'orator-narration-'));
});
afterAll(() => t.close());

/** A tone of the given length, encoded by ffmpeg as a real file of that format. */
async function tone(seconds: number, extension: 'mp3' | 'wav', sampleRate = 44_100): Promise<Buffer> {
  const file = path.join(dir, `tone-${seconds}-${sampleRate}.${extension}`);
  await ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=220:duration=${seconds}`,
    '-ac',
    '1',
    '-ar',
    String(sampleRate),
    file,
  ]);
  return readFile(file);
}

async function narrationTask(token: string, body: Buffer, fileName: string) {
  const file = await uploadFile(t, token, { fileName, body }, FileSource.Narration);
  return saveTask(t, token, videoTask({ inputMode: 'audio', copyContent: '', audioFileId: file.id }));
}

describe('uploaded narration instead of a script', () => {
  it('prices by the audio length and renders a video as long as the audio', async () => {
    const { token, user } = await activeUser(t);
    await buyKcoins(t, token, 'kc500');
    await setUser(t, user.id, { plan: 'pro', subscriptionStatus: 45 });
    const res = await narrationTask(token, await tone(5, 'mp3'), 'voice-over.mp3');
    expect(res.code, res.message).toBe(ResultCode.Success);
    expect(res.data.costKcoins).toBe(5);
    await renderVideo({ taskId: res.data.id }, t.ctx);
    const done = await taskDetail(t, token, res.data.id);
    expect(done.taskStatusTypeId).toBe(TaskStatus.Finished);
    expect(Math.abs(done.voicePackageDurationSecond! - 5)).toBeLessThan(0.15);
    expect(done.costKcoins).toBe(5);
  });

  it('prices a 14 s narration as 14 s though its MP3 header counts the encoder padding', async () => {
    const { token, user } = await activeUser(t);
    await buyKcoins(t, token, 'kc500');
    await setUser(t, user.id, { plan: 'pro', subscriptionStatus: 45 });
    // At 24 kHz the encoder's delay and padding make ffprobe report 14.064 s.
    const res = await narrationTask(token, await tone(14, 'mp3', 24_000), 'fourteen.mp3');
    expect(res.code, res.message).toBe(ResultCode.Success);
    expect(res.data.costKcoins).toBe(14);
  });

  it('refuses audio that is not MP3, too short, or missing, charging nothing', async () => {
    const { token } = await activeUser(t);
    await buyKcoins(t, token, 'kc500');
    const before = await kcoinBalance(t, token);
    const wav = await narrationTask(token, await tone(5, 'wav'), 'voice-over.wav');
    expect(wav.message).toBe(translate('audioNotMp3', 'en'));
    const short = await narrationTask(token, await tone(2, 'mp3'), 'short.mp3');
    expect(short.message).toBe(translate('audioTooShort', 'en', { min: 3 }));
    const missing = await saveTask(t, token, videoTask({ inputMode: 'audio', copyContent: '' }));
    expect(missing.message).toBe('Please upload audio');
    expect(await kcoinBalance(t, token)).toBe(before);
  });

  it('refuses an MP3 whose header states under a minute and which plays for over 10 minutes, charging nothing', async () => {
    const { token } = await activeUser(t);
    await buyKcoins(t, token, 'kc500');
    const before = await kcoinBalance(t, token);
    const lying = await readFile(await lyingMp3(path.join(dir, 'lying.mp3'), 700));
    const res = await narrationTask(token, lying, 'lying.mp3');
    expect(res.message).toBe(translate('audioTooLong', 'en', { max: 10 }));
    expect(await kcoinBalance(t, token)).toBe(before);
  });
});

describe('a worker killed for good', () => {
  it('leaves a task that the stall sweep fails and refunds', async () => {
    const { token, user } = await activeUser(t);
    await buyKcoins(t, token, 'kc500');
    await setUser(t, user.id, { plan: 'pro', subscriptionStatus: 45 });
    const before = await kcoinBalance(t, token);
    const task = await savedTask(t, token);
    const threeHoursAgo = new Date(Date.now() - 3 * 60 * 60 * 1000);
    await t.ctx.database.db
      .update(videoTasks)
      .set({ status: TaskStatus.Processing, startedAt: threeHoursAgo })
      .where(eq(videoTasks.id, task.id));
    await failStalledTasks({}, t.ctx);
    const failed = await taskDetail(t, token, task.id);
    expect(failed.taskStatusTypeId).toBe(TaskStatus.Failed);
    expect(await kcoinBalance(t, token)).toBe(before);
    await expectLedgersBalanced(t);
  });
});
