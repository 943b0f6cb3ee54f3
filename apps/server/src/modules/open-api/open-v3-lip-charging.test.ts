import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenApiV3, type TOpenJob } from '@orator/contracts';
import { makeCloneVideo } from '@orator/media/testing';
import { ffmpegFile } from '../../../test/audio-subtitle';
import { createTestApp, type TestApp } from '../../../test/helper';
import { creditKcoins, expectLedgersBalanced, kcoinPosition } from '../../../test/money';
import { keptLipSyncsAndFiles, openCall, openCaller } from '../../../test/open-api';
import { uploadFile } from '../../../test/users';

// Apart from open-v3-lip.test.ts, which renders, so that CI's PostgreSQL run (.ci/run) proves the admission under
// parallel requests without the renders.
let t: TestApp;
let portraitClip: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  portraitClip = await makeCloneVideo('onePerson', { seconds: 2, height: 480 });
}, 120_000);
afterAll(() => t.close());

describe('V3 lip sync under parallel submits', () => {
  it('holds one balance once across parallel submits: those it covers are queued, the others get 507 and keep nothing', async () => {
    const me = await openCaller(t);
    // A 3 s recording of the caller's own: 3 K-coins a task.
    const tone = await ffmpegFile(['-f', 'lavfi', '-i', 'sine=f=220:d=3', '-ac', '1', '-ar', '16000'], 'wav');
    const audio = await uploadFile(t, me.token, { fileName: 'tone.wav', body: tone });
    const video = await uploadFile(t, me.token, { fileName: 'me.mp4', body: portraitClip });
    const price = 3;
    const covered = 2;
    await creditKcoins(t, me.user.id, price * covered + Math.floor(price / 2));
    const before = { kept: await keptLipSyncsAndFiles(t, me.user.id), money: await kcoinPosition(t, me.user.id) };

    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        openCall<TOpenJob>(t, me, OpenApiV3.submitLipTask, {
          taskName: `Parallel ${n}`,
          videoFileId: video.id,
          audioFileId: audio.id,
        }),
      ),
    );
    const queued = answers.filter((answer) => answer.code === '200');
    expect(answers.filter((answer) => answer.code !== '200').map((answer) => answer.code)).toEqual(
      Array.from({ length: answers.length - covered }, () => '507'),
    );
    expect(queued).toHaveLength(covered);
    const after = await kcoinPosition(t, me.user.id);
    expect(after).toEqual({
      balance: before.money.balance,
      held: before.money.held + price * covered,
      available: before.money.available - price * covered,
    });
    expect(await keptLipSyncsAndFiles(t, me.user.id)).toEqual({ ...before.kept, tasks: before.kept.tasks + covered });
    await expectLedgersBalanced(t);
  }, 60_000);
});
