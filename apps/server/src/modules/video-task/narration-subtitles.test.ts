import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileSource, ResultCode, TaskStatus, translate, type TSubtitleCue, type TVideoTask } from '@orator/contracts';
import { ffmpeg } from '@orator/media';
import { knownSpeech, submittedSubtitles, subtitleResult } from '../../../test/audio-subtitle';
import { createTestApp, type TestApp } from '../../../test/helper';
import { buyKcoins, expectLedgersBalanced, kcoinBalance } from '../../../test/money';
import { activeUser, setUser, uploadFile } from '../../../test/users';
import { saveTask, savedTask, taskDetail, videoTask } from '../../../test/video';
import { extractSubtitles } from '../audio-subtitle/extract-subtitles.job';
import { servicesFor } from '../services';
import { renderVideo } from './render-video.job';

const SCRIPT = 'Welcome to our product tour. Today I will show you how easy it is to make a video.';
const EDITED = 'EDITED LINE ON SCREEN';
/** The lower band of a 1280 x 720 frame, where subtitles are drawn (render-avatar-video.test.ts measures it too). */
const BAND = { y: 560, height: 160, width: 1280 };
const STYLE = { fontId: 'noto-sans', color: '#ffff00' } as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member() {
  const user = await activeUser(t);
  await buyKcoins(t, user.token, 'kc500');
  await setUser(t, user.user.id, { plan: 'pro', subscriptionStatus: 45 });
  return user;
}

/** An English narration uploaded for a video, and its lines made by audio to subtitles (alignment of the script). */
async function narrationWithCues(token: string) {
  const speech = await knownSpeech(SCRIPT, 'espeak:en-US:f2');
  const file = await uploadFile(t, token, { fileName: 'narration.mp3', body: speech.mp3 }, FileSource.Narration);
  const started = await submittedSubtitles(t, token, { fileId: file.id, language: 'en-US', text: SCRIPT });
  await extractSubtitles({ taskId: started.id }, t.ctx);
  const made = (await subtitleResult(t, token, started.id)).data;
  expect(made.status).toBe(TaskStatus.Finished);
  return { fileId: file.id, cues: made.cues, durationSec: made.durationSec! };
}

function narratedTask(fileId: number, subtitles: { enabled: boolean; cues?: TSubtitleCue[] }) {
  return videoTask({ inputMode: 'audio', copyContent: '', audioFileId: fileId, subtitles: { ...STYLE, ...subtitles } });
}

/** The subtitle band of the stored MP4 at `seconds`, in grey levels. */
async function bandAt(task: TVideoTask, seconds: number): Promise<Buffer> {
  const row = await servicesFor(t.ctx).fileRepo.byId(task.targetFileId!);
  const file = path.join(os.tmpdir(), `orator-narrated-${task.id}.mp4`);
  const { stream } = await t.ctx.storage.get(row!.storageKey);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  await writeFile(file, Buffer.concat(chunks));
  const crop = `crop=${BAND.width}:${BAND.height}:0:${BAND.y},format=gray`;
  const { stdout } = await ffmpeg([
    '-ss',
    String(seconds),
    '-i',
    file,
    '-frames:v',
    '1',
    '-vf',
    crop,
    '-f',
    'rawvideo',
    '-',
  ]);
  return stdout as Buffer;
}

function changedPixels(a: Buffer, b: Buffer): number {
  let changed = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (Math.abs(a[i]! - b[i]!) > 40) changed++;
  return changed;
}

describe('subtitles of a video narrated from uploaded audio', () => {
  it('burns in the lines the user edited, each at its time, and charges for the video only', async () => {
    const { token } = await member();
    const { fileId, cues } = await narrationWithCues(token);
    expect(cues.length).toBeGreaterThanOrEqual(2);
    const edited = cues.map((cue, index) => (index === 0 ? { ...cue, text: EDITED } : cue));
    const before = await kcoinBalance(t, token);

    const dressed = await savedTask(t, token, narratedTask(fileId, { enabled: true, cues: edited }));
    const bare = await savedTask(t, token, narratedTask(fileId, { enabled: false, cues: edited }));
    for (const task of [dressed, bare]) await renderVideo({ taskId: task.id }, t.ctx);
    const [withLines, without] = await Promise.all([taskDetail(t, token, dressed.id), taskDetail(t, token, bare.id)]);
    expect(withLines.taskStatusTypeId).toBe(TaskStatus.Finished);
    expect(without.taskStatusTypeId).toBe(TaskStatus.Finished);
    expect(withLines.subtitles).toBe(true);

    const first = edited[0]!;
    const inFirst = (first.start + first.end) / 2;
    expect(changedPixels(await bandAt(withLines, inFirst), await bandAt(without, inFirst))).toBeGreaterThan(2000);
    // Before the first line starts nothing is drawn: the lines keep the narration's times.
    const beforeFirst = first.start / 2;
    expect(changedPixels(await bandAt(withLines, beforeFirst), await bandAt(without, beforeFirst))).toBeLessThan(200);

    // The video is charged by its length as before: nothing more for its subtitles.
    expect(withLines.costKcoins).toBe(without.costKcoins);
    expect(await kcoinBalance(t, token)).toBe(before - withLines.costKcoins - without.costKcoins);
    await expectLedgersBalanced(t);
  }, 240_000);

  it('refuses lines out of order or past the end of the audio, charging nothing', async () => {
    const { token } = await member();
    const { fileId, cues, durationSec } = await narrationWithCues(token);
    const before = await kcoinBalance(t, token);
    const swapped = [cues[1]!, cues[0]!, ...cues.slice(2)];
    const overlap = await saveTask(t, token, narratedTask(fileId, { enabled: true, cues: swapped }));
    expect(overlap.code).toBe(ResultCode.BadRequest);
    expect(overlap.message).toBe(translate('subtitleCueOverlap', 'en', { line: 2 }));
    const late = [...cues, { start: durationSec + 1, end: durationSec + 3, text: 'after the end' }];
    const past = await saveTask(t, token, narratedTask(fileId, { enabled: true, cues: late }));
    expect(past.message).toBe(translate('subtitleCueInvalid', 'en', { line: late.length }));
    const backwards = [{ start: 2, end: 1, text: 'ends before it starts' }];
    const reversed = await saveTask(t, token, narratedTask(fileId, { enabled: true, cues: backwards }));
    expect(reversed.message).toBe(translate('subtitleCueInvalid', 'en', { line: 1 }));
    expect(await kcoinBalance(t, token)).toBe(before);
    await expectLedgersBalanced(t);
  });
});
