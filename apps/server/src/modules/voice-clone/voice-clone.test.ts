import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLONE_SAMPLE_LIMITS,
  CLONE_TERM_DAYS,
  PaymentApi,
  ResultCode,
  VoiceCloneAdminApi,
  VoiceCloneApi,
  VoiceSource,
  translate,
  type TOrder,
  type TPage,
  type TVoiceClone,
  type TVoiceCloneReviewItem,
} from '@orator/contracts';
import { INSTANT_CLONE_SAMPLE, PRO_CLONE_SAMPLE } from '@orator/media';
import { orders, voiceClones } from '../../db/schema/index';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { confirmSandbox, paymentDetail } from '../../../test/money';
import { activeUser, setUser, uploadRaw } from '../../../test/users';
import {
  cloneDetail,
  cloneForm,
  payClone,
  payCloneOrder,
  saveClone,
  savedClone,
  silentWav,
  speechSample,
  transcode,
  uploadSample,
} from '../../../test/voice-clone';
import { servicesFor } from '../services';
import { expireVoiceClones, reviewVoiceClone, synthesizeVoiceClone } from './voice-clone.jobs';

let t: TestApp;
/** One good instant sample (12 s of speech) and one pro sample (5 min 10 s), made once for the file. */
let instantWav: Buffer;
let proMp3: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  instantWav = await speechSample(t, 12);
  proMp3 = await speechSample(t, 310, 'sample.mp3');
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

async function instantClone(token: string, name = 'My narrator voice') {
  const sample = await uploadSample(t, token, instantWav);
  return savedClone(t, token, cloneForm(sample.id, { name }));
}

async function proClone(token: string) {
  const sample = await uploadSample(t, token, proMp3, 'long-read.mp3');
  return savedClone(t, token, cloneForm(sample.id, { kind: 'pro', name: 'Studio voice', language: 'pt-BR' }));
}

/** What the queue would run after payment: the review job, then synthesis when review passed. */
async function runPipeline(cloneId: number) {
  await reviewVoiceClone({ cloneId }, t.ctx);
  await synthesizeVoiceClone({ cloneId }, t.ctx);
}

async function ordersOf(userId: number) {
  return t.ctx.database.db.select().from(orders).where(eq(orders.userId, userId));
}

async function mailsTo(email: string) {
  const files = (await t.outbox()).filter((file) => file.includes(email.replace(/[^a-zA-Z0-9@.+_-]/g, '_')));
  // Quoted-printable bodies wrap long lines with soft breaks.
  return Promise.all(files.map(async (file) => (await readFile(file, 'utf8')).replace(/=\r?\n/g, '')));
}

const list = (token: string) =>
  t.call<TPage<TVoiceClone>>({ method: 'POST', url: api(VoiceCloneApi.list), token, payload: {} });
const update = (token: string, payload: object) =>
  t.call<TVoiceClone>({ method: 'POST', url: api(VoiceCloneApi.updateInfoById), token, payload });
const review = (token: string, payload: object) =>
  t.call<TVoiceClone>({ method: 'POST', url: api(VoiceCloneAdminApi.review), token, payload });
const reviewList = (token: string) =>
  t.call<TPage<TVoiceCloneReviewItem>>({ method: 'POST', url: api(VoiceCloneAdminApi.reviewList), token, payload: {} });

async function admin() {
  const user = await activeUser(t);
  await setUser(t, user.user.id, { role: 'admin' });
  return user;
}

describe('the limits the web app checks before upload', () => {
  it('are the ones the clone engine enforces', () => {
    expect(CLONE_SAMPLE_LIMITS.instant).toEqual(INSTANT_CLONE_SAMPLE);
    expect(CLONE_SAMPLE_LIMITS.pro).toEqual(PRO_CLONE_SAMPLE);
  });
});

describe('an instant voice clone', () => {
  it('goes from submitted through payment, review and synthesis to a voice only its owner can use', async () => {
    const owner = await activeUser(t);
    const clone = await instantClone(owner.token);
    expect(clone).toMatchObject({ status: 'submitted', kind: 'instant', voiceId: null, priceCents: 990 });
    expect(clone.sampleDurationSec).toBeCloseTo(12, 0);

    const order = await payClone(t, owner.token, clone.id);
    expect(order).toMatchObject({ kind: 'clone', amount: 9.9, status: 'paid' });
    const paid = await cloneDetail(t, owner.token, clone.id);
    expect(paid.status).toBe('paid');
    expect(paid.paidTime).not.toBeNull();

    await reviewVoiceClone({ cloneId: clone.id }, t.ctx);
    expect((await cloneDetail(t, owner.token, clone.id)).status).toBe('synthesis');
    await synthesizeVoiceClone({ cloneId: clone.id }, t.ctx);
    const done = await cloneDetail(t, owner.token, clone.id);
    expect(done.status).toBe('success');
    expect(done.voiceId).toBe(`clone:${clone.id}`);
    const term = new Date(done.expireTime!).getTime() - new Date(done.completeTime!).getTime();
    expect(term).toBe(CLONE_TERM_DAYS * DAY_MS);
    const expiry = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(done.expireTime!),
    );
    expect((await mailsTo(owner.email)).some((mail) => mail.includes('is ready') && mail.includes(expiry))).toBe(true);

    const clones = servicesFor(t.ctx).voiceClones;
    const voices = await clones.userVoices.voicesOf(owner.user.id);
    expect(voices).toEqual([
      expect.objectContaining({
        voiceId: `clone:${clone.id}`,
        voiceName: 'My narrator voice',
        voiceSource: VoiceSource.Clone,
        language: 'en-US',
        gender: 'male',
      }),
    ]);
    expect(await clones.userVoices.find(`clone:${clone.id}`, owner.user.id)).toBeDefined();
    expect(await clones.resolveClone(`clone:${clone.id}`)).toMatchObject({ profile: expect.any(Object) });

    const stranger = await activeUser(t);
    expect(await clones.userVoices.voicesOf(stranger.user.id)).toEqual([]);
    expect(await clones.userVoices.find(`clone:${clone.id}`, stranger.user.id)).toBeUndefined();
    expect((await list(stranger.token)).data.total).toBe(0);
    const peek = await t.call({
      method: 'GET',
      url: api(VoiceCloneApi.getInfoById),
      token: stranger.token,
      query: { id: String(clone.id) },
    });
    expect(peek.code).toBe(ResultCode.NotFound);
    const sample = await t.call({
      method: 'GET',
      url: api(VoiceCloneApi.sample),
      token: stranger.token,
      query: { id: String(clone.id) },
    });
    expect(sample.code).toBe(ResultCode.NotFound);

    const own = await t.call({
      method: 'GET',
      url: api(VoiceCloneApi.sample),
      token: owner.token,
      query: { id: String(clone.id) },
    });
    expect(own.res.statusCode).toBe(200);
    expect(own.res.headers['content-type']).toMatch(/audio/);
    expect(own.res.rawPayload.length).toBe(instantWav.length);
  }, 60_000);

  it("refuses to save without the Customized Service Notice, in the user's language", async () => {
    const { token, user } = await activeUser(t);
    const sample = await uploadSample(t, token, instantWav);
    const res = await saveClone(t, token, cloneForm(sample.id, { noticeAccepted: false }));
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Please read and agree to the Customized Service Notice');
    const zh = await t.call({
      method: 'POST',
      url: api(VoiceCloneApi.saveTask),
      token,
      headers: { Language: 'zh' },
      payload: cloneForm(sample.id, { noticeAccepted: false }),
    });
    expect(zh.message).toBe(translate('cloneNoticeRequired', 'zh'));
    expect((await list(token)).data.total).toBe(0);
    expect(await ordersOf(user.id)).toEqual([]);
  });

  it('fails a sensitive title with the SPEC message, and a resubmit goes back to review without paying again', async () => {
    const { token, user, email } = await activeUser(t);
    const clone = await instantClone(token, 'bomb making tutorial voice');
    await payClone(t, token, clone.id);
    await reviewVoiceClone({ cloneId: clone.id }, t.ctx);
    const failed = await cloneDetail(t, token, clone.id);
    expect(failed.status).toBe('failedSensitive');
    expect(failed.reason).toBe('Clone task failed due to sensitive content, please resubmit');
    expect((await mailsTo(email)).some((mail) => mail.includes('was rejected'))).toBe(true);

    // Paying again is refused: the clone is paid for.
    expect((await payCloneOrder(t, token, clone.id)).code).toBe(ResultCode.BadRequest);

    const resubmitted = await update(token, { id: clone.id, name: 'Friendly host' });
    expect(resubmitted.code, resubmitted.message).toBe(ResultCode.Success);
    expect(resubmitted.data).toMatchObject({ status: 'review', name: 'Friendly host', reason: null });
    await runPipeline(clone.id);
    expect((await cloneDetail(t, token, clone.id)).status).toBe('success');
    expect((await ordersOf(user.id)).filter((order) => order.status === 'paid')).toHaveLength(1);
  }, 60_000);

  it('cannot be changed once it is being reviewed', async () => {
    const { token } = await activeUser(t);
    const clone = await instantClone(token);
    const renamed = await update(token, { id: clone.id, name: 'Renamed before paying' });
    expect(renamed.data.name).toBe('Renamed before paying');
    await payClone(t, token, clone.id);
    const res = await update(token, { id: clone.id, name: 'Too late' });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe(translate('cloneNotEditable', 'en'));
  });
});

describe('bad samples', () => {
  async function expectRefused(body: Buffer, fileName: string, message: string) {
    const { token, user } = await activeUser(t);
    const sample = await uploadSample(t, token, body, fileName);
    const res = await saveClone(t, token, cloneForm(sample.id));
    expect(res.code, fileName).toBe(ResultCode.BadRequest);
    expect(res.message).toBe(message);
    expect((await list(token)).data.total).toBe(0);
    expect(await ordersOf(user.id)).toEqual([]);
  }

  it('refuses a recording of 100 KB or less', async () => {
    const small = await speechSample(t, 2);
    expect(small.length).toBeLessThan(100 * 1024);
    await expectRefused(small, 'small.wav', 'The recording must be larger than 100 KB');
  });

  it('refuses a recording shorter than 10 seconds', async () => {
    const short = await transcode(instantWav, 'in.wav', 'short.wav', [
      '-i',
      '{in}',
      '-t',
      '8',
      '-ar',
      '48000',
      '-ac',
      '2',
    ]);
    expect(short.length).toBeGreaterThan(100 * 1024);
    await expectRefused(short, 'short.wav', 'The recording must last at least 10 seconds');
  });

  it('refuses a recording longer than 5 minutes for an instant clone', async () => {
    await expectRefused(proMp3, 'long.mp3', 'The recording must last at most 5 minutes');
  });

  it('refuses silence', async () => {
    await expectRefused(await silentWav(12), 'silence.wav', 'The recording is silent, please record your voice again');
  });

  it('refuses an image renamed to .mp3, judging by content', async () => {
    const png = await transcode(Buffer.alloc(0), 'none', 'frame.png', [
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=640x480',
      // Noise keeps the picture from compressing below the 100 KB a sample must exceed.
      '-vf',
      'noise=alls=100:allf=t',
      '-frames:v',
      '1',
    ]);
    expect(png.length).toBeGreaterThan(100 * 1024);
    await expectRefused(png, 'voice.mp3', translate('cloneSampleWrongFormat', 'en'));
  });

  it('never stores a text file renamed to .wav', async () => {
    const { token } = await activeUser(t);
    const res = await uploadRaw(
      t,
      token,
      { fileName: 'voice.wav', body: Buffer.from('not audio at all\n'.repeat(8000)) },
      7,
    );
    expect(res.code).toBe(ResultCode.BadRequest);
  });

  it('refuses a sample of someone else', async () => {
    const other = await activeUser(t);
    const sample = await uploadSample(t, other.token, instantWav);
    const { token } = await activeUser(t);
    const res = await saveClone(t, token, cloneForm(sample.id));
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Please upload audio');
  });

  it('asks a pro clone for at least 5 minutes', async () => {
    const { token } = await activeUser(t);
    const sample = await uploadSample(t, token, instantWav);
    const res = await saveClone(t, token, cloneForm(sample.id, { kind: 'pro' }));
    expect(res.message).toBe('The recording must last at least 5 minutes');
  });
});

describe('a pro voice clone', () => {
  it('waits for an operator, who rejects it with a reason the owner reads and is mailed', async () => {
    const owner = await activeUser(t);
    const clone = await proClone(owner.token);
    expect(clone.priceCents).toBe(4990);
    const order = await payClone(t, owner.token, clone.id);
    expect(order.amount).toBe(49.9);
    await reviewVoiceClone({ cloneId: clone.id }, t.ctx);
    expect((await cloneDetail(t, owner.token, clone.id)).status).toBe('review');
    // Synthesis does nothing before an operator approves.
    await synthesizeVoiceClone({ cloneId: clone.id }, t.ctx);
    expect((await cloneDetail(t, owner.token, clone.id)).status).toBe('review');

    const user = await activeUser(t);
    expect((await reviewList(user.token)).code).toBe(ResultCode.Forbidden);
    expect((await review(user.token, { id: clone.id, decision: 'approve' })).code).toBe(ResultCode.Forbidden);

    const operator = await admin();
    const waiting = await reviewList(operator.token);
    expect(waiting.data.records.map((item) => item.id)).toContain(clone.id);
    const item = waiting.data.records.find((record) => record.id === clone.id)!;
    expect(item).toMatchObject({ ownerId: owner.user.id, ownerEmail: owner.email, language: 'pt-BR' });
    const heard = await t.call({
      method: 'GET',
      url: api(VoiceCloneApi.sample),
      token: operator.token,
      query: { id: String(clone.id) },
    });
    expect(heard.res.statusCode).toBe(200);

    expect((await review(operator.token, { id: clone.id, decision: 'reject' })).code).toBe(ResultCode.BadRequest);
    const rejected = await review(operator.token, {
      id: clone.id,
      decision: 'reject',
      reason: 'Background music drowns the voice',
    });
    expect(rejected.data).toMatchObject({ status: 'rejected', reason: 'Background music drowns the voice' });
    expect((await cloneDetail(t, owner.token, clone.id)).reason).toBe('Background music drowns the voice');
    const mails = await mailsTo(owner.email);
    expect(mails.some((mail) => mail.includes('was rejected') && mail.includes('Background music'))).toBe(true);
    // A decision is taken once.
    expect((await review(operator.token, { id: clone.id, decision: 'approve' })).code).toBe(ResultCode.BadRequest);

    expect((await update(owner.token, { id: clone.id })).data.status).toBe('review');
    await reviewVoiceClone({ cloneId: clone.id }, t.ctx);
    const approved = await review(operator.token, { id: clone.id, decision: 'approve' });
    expect(approved.data.status).toBe('synthesis');
    expect((await reviewList(operator.token)).data.records.map((record) => record.id)).not.toContain(clone.id);
    await synthesizeVoiceClone({ cloneId: clone.id }, t.ctx);
    expect((await cloneDetail(t, owner.token, clone.id)).status).toBe('success');
    expect((await mailsTo(owner.email)).some((mail) => mail.includes('is ready'))).toBe(true);
  });
});

describe('expiry and renewal', () => {
  it('expires a clone past its term, which then no longer speaks, and a paid renewal gives it a later expiry', async () => {
    const { token, email } = await activeUser(t);
    const clone = await instantClone(token);
    await payClone(t, token, clone.id);
    await runPipeline(clone.id);
    const voiceId = `clone:${clone.id}`;

    await t.ctx.database.db
      .update(voiceClones)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(voiceClones.id, clone.id));
    await expireVoiceClones({}, t.ctx);
    const expired = await cloneDetail(t, token, clone.id);
    expect(expired).toMatchObject({ status: 'expired', voiceId: null });
    expect(await servicesFor(t.ctx).voiceClones.resolveClone(voiceId)).toBeUndefined();
    expect((await mailsTo(email)).some((mail) => mail.includes('has expired'))).toBe(true);

    const renewal = await t.call<{ orderNo: string; payUrl: string }>({
      method: 'POST',
      url: api(VoiceCloneApi.renew),
      token,
      payload: { id: clone.id },
    });
    expect(renewal.code, renewal.message).toBe(ResultCode.Success);
    const renewalOrder = (await paymentDetail(t, token, renewal.data.orderNo)).data;
    expect(renewalOrder.item).toEqual({
      kind: 'clone',
      cloneType: 'voice',
      cloneKind: clone.kind,
      name: clone.name,
      isRenewal: true,
    });
    expect(renewalOrder.introduction).toMatch(/renewed for a year$/);
    await confirmSandbox(t, token, renewal.data.orderNo);
    const renewed = await cloneDetail(t, token, clone.id);
    expect(renewed.status).toBe('success');
    expect(new Date(renewed.expireTime!).getTime()).toBeGreaterThan(Date.now() + (CLONE_TERM_DAYS - 1) * DAY_MS);
    expect(await servicesFor(t.ctx).voiceClones.resolveClone(voiceId)).toBeDefined();

    // Renewing a clone still in its term adds a term to the running one.
    const again = await payClone(t, token, clone.id);
    expect(again.item).toMatchObject({ kind: 'clone', isRenewal: true });
    const twice = await cloneDetail(t, token, clone.id);
    expect(new Date(twice.expireTime!).getTime() - new Date(renewed.expireTime!).getTime()).toBeCloseTo(
      CLONE_TERM_DAYS * DAY_MS,
      -4,
    );
  }, 60_000);

  it('cannot renew a clone that was never made', async () => {
    const { token } = await activeUser(t);
    const clone = await instantClone(token);
    await payClone(t, token, clone.id);
    const res = await t.call({ method: 'POST', url: api(VoiceCloneApi.renew), token, payload: { id: clone.id } });
    expect(res.code).toBe(ResultCode.BadRequest);
  });
});

describe('payUserDigitalhumanClone', () => {
  it('fulfils once however often the payment is confirmed', async () => {
    const { token } = await activeUser(t);
    const clone = await instantClone(token);
    const checkout = await payCloneOrder(t, token, clone.id);
    expect(checkout.data.payUrl).toContain('/payment/sandbox/checkout');
    const page = await t.call({
      method: 'GET',
      url: api('/user/v1/payment/sandbox/checkout'),
      token,
      query: { orderNo: checkout.data.orderNo },
    });
    expect(page.res.body).toContain('/ai/voice-clone');

    const payments = servicesFor(t.ctx).payments;
    expect(await payments.fulfil(checkout.data.orderNo, { channel: 'sandbox' })).toBe(true);
    expect(await payments.fulfil(checkout.data.orderNo, { channel: 'sandbox' })).toBe(false);
    expect((await confirmSandbox(t, token, checkout.data.orderNo)).code).toBe(ResultCode.BadRequest);
    const paid = await cloneDetail(t, token, clone.id);
    expect(paid.status).toBe('paid');
    const order = await t.call<TOrder>({
      method: 'GET',
      url: api(PaymentApi.paymentDetail),
      token,
      query: { orderNo: checkout.data.orderNo },
    });
    expect(order.data).toMatchObject({ kind: 'clone', status: 'paid', amount: 9.9 });
  });

  it("does not sell another user's clone", async () => {
    const owner = await activeUser(t);
    const clone = await instantClone(owner.token);
    const { token } = await activeUser(t);
    expect((await payCloneOrder(t, token, clone.id)).code).toBe(ResultCode.NotFound);
  });

  it('leaves the clone unpaid when the payment fails', async () => {
    const { token } = await activeUser(t);
    const clone = await instantClone(token);
    const checkout = await payCloneOrder(t, token, clone.id);
    await confirmSandbox(t, token, checkout.data.orderNo, 'failed');
    expect((await cloneDetail(t, token, clone.id)).status).toBe('submitted');
  });
});

describe('deleting a clone', () => {
  it('removes it from the list and the voices', async () => {
    const { token, user } = await activeUser(t);
    const clone = await instantClone(token);
    await payClone(t, token, clone.id);
    await runPipeline(clone.id);
    const res = await t.call({ method: 'POST', url: api(VoiceCloneApi.delete), token, payload: { id: clone.id } });
    expect(res.code, res.message).toBe(ResultCode.Success);
    expect((await list(token)).data.total).toBe(0);
    expect(await servicesFor(t.ctx).voiceClones.userVoices.voicesOf(user.id)).toEqual([]);
  }, 60_000);
});
