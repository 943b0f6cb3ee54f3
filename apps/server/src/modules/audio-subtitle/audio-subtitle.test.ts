import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AudioSubtitleApi,
  ResultCode,
  TaskStatus,
  translate,
  type TAudioSubtitleSummary,
  type TAudioSubtitleTask,
  type TEditAudioToSubtitleRequest,
  type TPage,
  type TSubtitleLanguage,
} from '@orator/contracts';
import { isPocketsphinxAvailable, parseSubtitles } from '@orator/media';
import { api } from '../../../test/api';
import {
  ffmpegFile,
  knownSpeech,
  submitSubtitles,
  submittedSubtitles,
  subtitleResult,
  uploadAudio,
} from '../../../test/audio-subtitle';
import { createTestApp, type TestApp } from '../../../test/helper';
import { activeUser } from '../../../test/users';
import { audioSubtitleTasks } from '../../db/schema/index';
import { servicesFor } from '../services';
import { extractSubtitles, failStalledSubtitles } from './extract-subtitles.job';

const TOLERANCE_SEC = 0.3;
const ENGLISH =
  'Welcome to our product tour. [pause 1.5s] Today I will show you how easy it is to make subtitles, ' +
  'and how little time it takes. [pause 1s] Thank you for watching.';
const CHINESE = '欢迎参加我们的产品介绍。[pause 1.5s] 今天我会告诉你制作字幕有多么简单。谢谢观看。';
const withoutPauses = (script: string) => script.replace(/\[pause [^\]]+\]\s*/g, '');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function finishedTask(token: string, id: number): Promise<TAudioSubtitleTask> {
  await extractSubtitles({ taskId: id }, t.ctx);
  const res = await subtitleResult(t, token, id);
  expect(res.code, res.message).toBe(ResultCode.Success);
  return res.data;
}

async function list(token: string) {
  const res = await t.call<TPage<TAudioSubtitleSummary>>({
    method: 'POST',
    url: api(AudioSubtitleApi.list),
    token,
    payload: {},
  });
  expect(res.code, res.message).toBe(ResultCode.Success);
  return res.data;
}

describe('getSupportLanguage', () => {
  it('lists what this installation can do: alignment everywhere, English without text only with pocketsphinx', async () => {
    const { token } = await activeUser(t);
    const res = await t.call<TSubtitleLanguage[]>({
      method: 'GET',
      url: api(AudioSubtitleApi.getSupportLanguage),
      token,
    });
    expect(res.code).toBe(ResultCode.Success);
    const english = res.data.find((language) => language.code === 'en-US')!;
    const chinese = res.data.find((language) => language.code === 'zh-CN')!;
    expect(chinese).toMatchObject({ engines: ['alignment'], needsText: true });
    expect(english.needsText).toBe(!isPocketsphinxAvailable());
    expect(res.data.every((language) => !language.engines.includes('whisper'))).toBe(true);
    expect(res.data.length).toBeGreaterThan(100);
  });
});

describe('asyncAudioToSubtitle with a known text', () => {
  it.each([
    ['en-US', ENGLISH],
    ['zh-CN', CHINESE],
  ])(
    'times every line of a %s recording',
    async (language, script) => {
      const { token } = await activeUser(t);
      const speech = await knownSpeech(script, `espeak:${language}:f4`);
      const file = await uploadAudio(t, token, speech.mp3);
      const task = await submittedSubtitles(t, token, { fileId: file.id, language, text: withoutPauses(script) });
      expect(task).toMatchObject({ status: TaskStatus.Queued, engine: 'alignment', taskName: 'speech', cues: [] });

      const done = await finishedTask(token, task.id);
      expect(done.status).toBe(TaskStatus.Finished);
      expect(done.cues.map((cue) => cue.text)).toEqual(speech.truth.map((cue) => cue.text));
      done.cues.forEach((cue, index) => {
        expect(Math.abs(cue.start - speech.truth[index]!.start), cue.text).toBeLessThan(TOLERANCE_SEC);
        expect(Math.abs(cue.end - speech.truth[index]!.end), cue.text).toBeLessThan(TOLERANCE_SEC);
      });
    },
    60_000,
  );
});

describe.skipIf(!isPocketsphinxAvailable())('asyncAudioToSubtitle for English without text (pocketsphinx here)', () => {
  it('recognises the speech into timed lines', async () => {
    const { token } = await activeUser(t);
    const speech = await knownSpeech(ENGLISH, 'espeak:en-US:f2', { tempo: 0.8 });
    const file = await uploadAudio(t, token, speech.mp3);
    const task = await submittedSubtitles(t, token, { fileId: file.id, language: 'en-US' });
    expect(task.engine).toBe('pocketsphinx');

    const done = await finishedTask(token, task.id);
    expect(done.status).toBe(TaskStatus.Finished);
    expect(done.cues.length).toBeGreaterThan(1);
    const words = done.cues.map((cue) => cue.text).join(' ');
    expect(words).toMatch(/\b(product|today|thank|watching|subtitles|time)\b/);
    expect(done.cues[0]!.start).toBeGreaterThan(0.3);
    expect(done.cues.at(-1)!.end).toBeLessThanOrEqual(done.durationSec! + 0.1);
  }, 60_000);
});

describe('refusals before anything is queued', () => {
  it('asks for the text in a language it cannot recognise, in the user language, and creates no task', async () => {
    const { token } = await activeUser(t);
    const speech = await knownSpeech('こんにちは。今日はいい天気ですね。', 'espeak:ja-JP:f2');
    const file = await uploadAudio(t, token, speech.mp3);
    const res = await submitSubtitles(t, token, { fileId: file.id, language: 'ja-JP' }, 'pt');
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe(translate('subtitleTextRequired', 'pt', { language: 'japonês (Japão)' }));
    expect((await list(token)).total).toBe(0);
  }, 30_000);

  it('refuses an unknown language and a text with nothing to say', async () => {
    const { token } = await activeUser(t);
    const speech = await knownSpeech('Hello there, how are you today?', 'espeak:en-US:f2');
    const file = await uploadAudio(t, token, speech.mp3);
    const unknown = await submitSubtitles(t, token, { fileId: file.id, language: 'xx-YY', text: 'Hello' });
    expect(unknown.message).toBe(translate('subtitleLanguageUnsupported', 'en'));
    const empty = await submitSubtitles(t, token, { fileId: file.id, language: 'zh-CN', text: '。。。!!' });
    expect(empty.message).toBe(translate('subtitleTextUnspeakable', 'en'));
    const badPause = await submitSubtitles(t, token, {
      fileId: file.id,
      language: 'en-US',
      text: 'Hello [pause x] there',
    });
    expect(badPause.message).toBe(translate('pauseInvalid', 'en', { token: '[pause x]' }));
  }, 30_000);

  const TEXT = { language: 'en-US', text: 'Hello there.' };
  it.each([
    [
      'an image',
      () => ffmpegFile(['-f', 'lavfi', '-i', 'color=c=red:s=64x64', '-frames:v', '1'], 'png'),
      'x.png',
      'subtitleAudioWrongFormat',
    ],
    [
      'a video',
      () =>
        ffmpegFile(
          [
            '-f',
            'lavfi',
            '-i',
            'testsrc=s=160x120:d=4',
            '-f',
            'lavfi',
            '-i',
            'sine=f=300:d=4',
            '-shortest',
            '-pix_fmt',
            'yuv420p',
          ],
          'mp4',
        ),
      'x.mp4',
      'subtitleAudioWrongFormat',
    ],
    [
      'silence',
      () => ffmpegFile(['-f', 'lavfi', '-i', 'anullsrc=r=22050:cl=mono', '-t', '6'], 'mp3'),
      'x.mp3',
      'subtitleAudioSilent',
    ],
    ['two seconds', () => ffmpegFile(['-f', 'lavfi', '-i', 'sine=f=300:d=2'], 'mp3'), 'x.mp3', 'audioTooShort'],
    [
      'eleven minutes',
      () => ffmpegFile(['-f', 'lavfi', '-i', 'sine=f=300:d=660:sample_rate=8000', '-b:a', '8k'], 'mp3'),
      'x.mp3',
      'audioTooLong',
    ],
    [
      'a corrupt MP3',
      async () => {
        const good = await ffmpegFile(['-f', 'lavfi', '-i', 'sine=f=300:d=8'], 'mp3');
        return Buffer.concat([good.subarray(0, 2000), Buffer.alloc(good.length - 2000, 0x55)]);
      },
      'x.mp3',
      'audioUnreadable',
    ],
  ] as const)(
    'refuses %s with its own message',
    async (_name, make, fileName, key) => {
      const { token } = await activeUser(t);
      const file = await uploadAudio(t, token, await make(), fileName);
      const res = await submitSubtitles(t, token, { fileId: file.id, ...TEXT }, 'zh');
      expect(res.code, res.message).toBe(ResultCode.BadRequest);
      const params = { max: key === 'audioTooLong' ? 10 : '', min: 3 };
      expect(res.message).toBe(translate(key, 'zh', params));
      expect((await list(token)).total).toBe(0);
    },
    60_000,
  );

  it.each([
    ['WAV', 'wav', ['-c:a', 'pcm_s16le']],
    ['M4A', 'm4a', ['-c:a', 'aac', '-b:a', '64k']],
  ])(
    'accepts %s recordings besides MP3',
    async (_name, extension, codec) => {
      const { token } = await activeUser(t);
      const tone = ['-f', 'lavfi', '-i', 'sine=f=220:d=5', '-af', 'volume=0.5', ...codec];
      const file = await uploadAudio(t, token, await ffmpegFile(tone, extension), `tone.${extension}`);
      const res = await submitSubtitles(t, token, { fileId: file.id, ...TEXT });
      expect(res.code, res.message).toBe(ResultCode.Success);
      expect(res.data.durationSec).toBeCloseTo(5, 0);
    },
    30_000,
  );

  it("refuses another user's file as if it were not there", async () => {
    const owner = await activeUser(t);
    const other = await activeUser(t);
    const file = await uploadAudio(
      t,
      owner.token,
      (await knownSpeech('Hello there, how are you?', 'espeak:en-US:f2')).mp3,
    );
    const res = await submitSubtitles(t, other.token, { fileId: file.id, ...TEXT });
    expect(res.message).toBe(translate('uploadAudioRequired', 'en'));
  }, 30_000);
});

describe('editing and exporting', () => {
  async function finishedEnglish(token: string) {
    const speech = await knownSpeech(ENGLISH, 'espeak:en-US:f2');
    const file = await uploadAudio(t, token, speech.mp3, 'tour.mp3');
    const task = await submittedSubtitles(t, token, {
      fileId: file.id,
      language: 'en-US',
      text: withoutPauses(ENGLISH),
    });
    return finishedTask(token, task.id);
  }

  const exported = (token: string, id: number, format: string) =>
    t.app.inject({
      method: 'GET',
      url: `${api(AudioSubtitleApi.export)}?id=${id}&format=${format}`,
      headers: { aigcToken: token },
    });
  const edit = (token: string, payload: TEditAudioToSubtitleRequest) =>
    t.call<TAudioSubtitleTask>({ method: 'POST', url: api(AudioSubtitleApi.editAudioToSubtitle), token, payload });

  it('saves corrected lines and times, and both downloads carry them', async () => {
    const { token } = await activeUser(t);
    const done = await finishedEnglish(token);
    const cues = done.cues.map((cue, index) =>
      index === 1 ? { ...cue, text: 'Today I show you subtitles.', end: cue.end - 0.2 } : cue,
    );
    const saved = await edit(token, { id: done.id, cues, taskName: 'Tour subtitles' });
    expect(saved.code, saved.message).toBe(ResultCode.Success);
    expect(saved.data.cues[1]!.text).toBe('Today I show you subtitles.');

    const srt = await exported(token, done.id, 'srt');
    expect(srt.headers['content-type']).toContain('application/x-subrip');
    expect(srt.headers['content-disposition']).toContain('Tour%20subtitles.srt');
    expect(srt.body).toMatch(/^1\n\d\d:\d\d:\d\d,\d{3} --> /);
    const vtt = await exported(token, done.id, 'vtt');
    expect(vtt.headers['content-type']).toContain('text/vtt');
    expect(vtt.body.startsWith('WEBVTT\n\n')).toBe(true);
    for (const body of [srt.body, vtt.body]) {
      const parsed = parseSubtitles(body);
      expect(parsed.map((cue) => cue.text)).toEqual(cues.map((cue) => cue.text));
      parsed.forEach((cue, index) => {
        expect(cue.start).toBeCloseTo(cues[index]!.start, 2);
        expect(cue.end).toBeCloseTo(cues[index]!.end, 2);
      });
    }
    const again = await subtitleResult(t, token, done.id);
    expect(again.data).toMatchObject({ taskName: 'Tour subtitles', cueCount: cues.length });
  }, 60_000);

  it('refuses lines that end before they start, overlap or run past the audio, and keeps the saved ones', async () => {
    const { token } = await activeUser(t);
    const done = await finishedEnglish(token);
    const backwards = await edit(token, { id: done.id, cues: [{ start: 2, end: 1, text: 'x' }] });
    expect(backwards.message).toBe(translate('subtitleCueInvalid', 'en', { line: 1 }));
    const overlapping = await edit(token, {
      id: done.id,
      cues: [
        { start: 1, end: 3, text: 'a' },
        { start: 2, end: 4, text: 'b' },
      ],
    });
    expect(overlapping.message).toBe(translate('subtitleCueOverlap', 'en', { line: 2 }));
    const beyond = await edit(token, { id: done.id, cues: [{ start: 1, end: done.durationSec! + 5, text: 'x' }] });
    expect(beyond.message).toBe(translate('subtitleCueInvalid', 'en', { line: 1 }));
    expect((await subtitleResult(t, token, done.id)).data.cues).toEqual(done.cues);
  }, 60_000);

  it('keeps subtitles to their owner, and deleting hides them', async () => {
    const owner = await activeUser(t);
    const other = await activeUser(t);
    const done = await finishedEnglish(owner.token);
    const notFound = translate('subtitleTaskNotFound', 'en');
    expect((await subtitleResult(t, other.token, done.id)).message).toBe(notFound);
    expect((await edit(other.token, { id: done.id, cues: [] })).message).toBe(notFound);
    expect((await exported(other.token, done.id, 'srt')).json().message).toBe(notFound);
    await t.call({
      method: 'POST',
      url: api(AudioSubtitleApi.delete),
      token: other.token,
      payload: { ids: [done.id] },
    });
    expect((await list(owner.token)).records.map((row) => row.id)).toEqual([done.id]);

    const removed = await t.call({
      method: 'POST',
      url: api(AudioSubtitleApi.delete),
      token: owner.token,
      payload: { ids: [done.id] },
    });
    expect(removed.code).toBe(ResultCode.Success);
    expect((await list(owner.token)).total).toBe(0);
    expect((await subtitleResult(t, owner.token, done.id)).message).toBe(notFound);
  }, 60_000);

  it('refuses to edit or export subtitles that are not made yet', async () => {
    const { token } = await activeUser(t);
    const speech = await knownSpeech(ENGLISH, 'espeak:en-US:f2');
    const file = await uploadAudio(t, token, speech.mp3);
    const task = await submittedSubtitles(t, token, {
      fileId: file.id,
      language: 'en-US',
      text: withoutPauses(ENGLISH),
    });
    expect((await edit(token, { id: task.id, cues: [] })).message).toBe(translate('subtitleNotReady', 'en'));
    expect((await exported(token, task.id, 'vtt')).json().message).toBe(translate('subtitleNotReady', 'en'));
  }, 30_000);
});

describe('a task whose worker was lost', () => {
  it('is reported as failed by the stalled-task sweep', async () => {
    const { token } = await activeUser(t);
    const file = await uploadAudio(t, token, (await knownSpeech(ENGLISH, 'espeak:en-US:f2')).mp3);
    const task = await submittedSubtitles(t, token, {
      fileId: file.id,
      language: 'en-US',
      text: withoutPauses(ENGLISH),
    });
    const repo = servicesFor(t.ctx).audioSubtitleRepo;
    await repo.update(task.id, { status: TaskStatus.Processing });
    await failStalledSubtitles({}, t.ctx);
    expect((await subtitleResult(t, token, task.id)).data.status).toBe(TaskStatus.Processing);

    await t.ctx.database.db
      .update(audioSubtitleTasks)
      .set({ updatedAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(audioSubtitleTasks.id, task.id));
    await failStalledSubtitles({}, t.ctx);
    expect((await subtitleResult(t, token, task.id)).data).toMatchObject({
      status: TaskStatus.Failed,
      failMessage: translate('subtitleExtractFailed', 'en'),
    });
  }, 30_000);
});
