import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, UserApi } from '@orator/contracts';
import { verificationCodes } from '../../db/schema/index';
import { loadConfig } from '../../platform/config';
import { api } from '../../../test/api';
import { createPeerApp, createTestApp, solvedCaptcha, type TestApp } from '../../../test/helper';
import { activeUser, registerForm, registerPending, uniqueEmail } from '../../../test/users';

/** The installation's default, which the test app otherwise raises for tests that send many codes. */
const PER_CLIENT = loadConfig({}).codesPerClientPerDay;
const PER_DESTINATION = 20;
const HOUR_MS = 3_600_000;
const tooManyAttempts = 'Too many attempts, please try again later';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ codesPerClientPerDay: PER_CLIENT });
});
afterAll(() => t.close());

let phones = 0;
/** A Brazilian mobile number nobody else in this file uses, and the E.164 form it is stored under. */
function nextPhone() {
  phones += 1;
  const phone = `119${String(phones).padStart(8, '0')}`;
  return { phone, e164: `+55${phone}` };
}

const sendLoginCode = async (app: TestApp, phone: string, ip: string) =>
  app.call({
    method: 'POST',
    url: api(UserApi.loginSendCode),
    remoteAddress: ip,
    payload: { countryCode: 'BR', phone, ...(await solvedCaptcha(t)) },
  });

/** Codes sent earlier, written straight into the table as if they had been asked for `hoursAgo`. */
async function sentEarlier(codes: { target: string; client: string; hoursAgo: number }[]) {
  await t.ctx.database.db.insert(verificationCodes).values(
    codes.map(({ target, client, hoursAgo }) => {
      const createdAt = new Date(Date.now() - hoursAgo * HOUR_MS);
      return {
        purpose: 'login' as const,
        target,
        client,
        codeHash: 'sent earlier',
        createdAt,
        expiresAt: new Date(createdAt.getTime() + 600_000),
      };
    }),
  );
}

/** Earlier codes from `client` to as many other destinations as the daily limit allows, spread over the last day. */
const clientAtLimit = (client: string, hoursAgo: (i: number) => number = (i) => 1.5 + (i * 22) / PER_CLIENT) =>
  sentEarlier(
    Array.from({ length: PER_CLIENT }, (_, i) => ({ target: nextPhone().e164, client, hoursAgo: hoursAgo(i) })),
  );

async function codesFrom(client: string) {
  const [row] = await t.ctx.database.db
    .select({ n: count() })
    .from(verificationCodes)
    .where(eq(verificationCodes.client, client));
  return row!.n;
}

describe('codes one client may have sent', () => {
  it(`refuses codes to more than ${PER_CLIENT} destinations, even when all are asked at once of two API processes`, async () => {
    const peer = await createPeerApp(t);
    try {
      const client = '198.51.100.40';
      const answers = await Promise.all(
        Array.from({ length: PER_CLIENT + 1 }, (_, i) => sendLoginCode(i % 2 ? peer : t, nextPhone().phone, client)),
      );
      expect(answers.filter((a) => a.code === ResultCode.Success)).toHaveLength(PER_CLIENT);
      const refused = answers.filter((a) => a.code !== ResultCode.Success);
      expect(refused.map((a) => [a.res.statusCode, a.code, a.message])).toEqual([
        [429, ResultCode.TooManyRequests, tooManyAttempts],
      ]);
      expect(await codesFrom(client)).toBe(PER_CLIENT);
    } finally {
      await peer.close();
    }
  });

  it('counts codes of the last 24 hours to any destination, e-mail as well as SMS', async () => {
    const client = '198.51.100.41';
    const user = await activeUser(t);
    const pending = await registerPending(t);
    await clientAtLimit(client);

    const forget = await t.call({
      method: 'POST',
      url: api(UserApi.forgetPassword),
      remoteAddress: client,
      payload: { email: user.email, ...(await solvedCaptcha(t)) },
    });
    expect([forget.res.statusCode, forget.code, forget.message]).toEqual([
      429,
      ResultCode.TooManyRequests,
      tooManyAttempts,
    ]);
    const resend = await t.call({
      method: 'GET',
      url: api(UserApi.registerSendCode),
      remoteAddress: client,
      query: { email: pending.email, ...(await solvedCaptcha(t)) },
    });
    expect(resend.code).toBe(ResultCode.TooManyRequests);
    expect((await sendLoginCode(t, nextPhone().phone, client)).code).toBe(ResultCode.TooManyRequests);
    expect(await codesFrom(client)).toBe(PER_CLIENT);
    // Another address is not held back by this one.
    expect((await sendLoginCode(t, nextPhone().phone, '198.51.100.42')).code).toBe(ResultCode.Success);
  });

  it('answers a sign-up over the limit as usual but sends nothing, as every throttled sign-up', async () => {
    const client = '198.51.100.43';
    await clientAtLimit(client);
    const form = await registerForm(t, { email: uniqueEmail('limited') });
    const mails = (await t.outbox()).length;
    const res = await t.call({ method: 'POST', url: api(UserApi.register), remoteAddress: client, payload: form });
    expect([res.code, res.data]).toEqual([ResultCode.Success, { email: form.email }]);
    expect((await t.outbox()).length).toBe(mails);
    expect(await codesFrom(client)).toBe(PER_CLIENT);
  });

  it('forgets codes older than a day', async () => {
    const client = '198.51.100.44';
    await clientAtLimit(client, () => 24.5);
    expect((await sendLoginCode(t, nextPhone().phone, client)).code).toBe(ResultCode.Success);
  });
});

describe('codes one destination may receive', () => {
  /** Earlier codes to `e164`, each asked for by another loopback client and spread over the last day. */
  const sentTo = (e164: string, how: number, hoursAgo: (i: number) => number = (i) => 1.5 + i) =>
    sentEarlier(
      Array.from({ length: how }, (_, i) => ({ target: e164, client: `127.0.0.${i + 2}`, hoursAgo: hoursAgo(i) })),
    );

  it(`refuses more than ${PER_DESTINATION} codes a day to one number, whoever asks`, async () => {
    const { phone, e164 } = nextPhone();
    await sentTo(e164, PER_DESTINATION);
    const res = await sendLoginCode(t, phone, '127.0.0.200');
    expect([res.res.statusCode, res.code, res.message]).toEqual([429, ResultCode.TooManyRequests, tooManyAttempts]);
    const [row] = await t.ctx.database.db
      .select({ n: count() })
      .from(verificationCodes)
      .where(eq(verificationCodes.target, e164));
    expect(row!.n).toBe(PER_DESTINATION);
  });

  it(`sends up to ${PER_DESTINATION}, and more once the oldest are a day old`, async () => {
    const below = nextPhone();
    await sentTo(below.e164, PER_DESTINATION - 1);
    expect((await sendLoginCode(t, below.phone, '127.0.0.201')).code).toBe(ResultCode.Success);

    const aged = nextPhone();
    await sentTo(aged.e164, PER_DESTINATION, (i) => 24.5 + i);
    expect((await sendLoginCode(t, aged.phone, '127.0.0.202')).code).toBe(ResultCode.Success);
  });

  it('sends at most one of several codes asked for one number at once by many clients', async () => {
    const { phone } = nextPhone();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => sendLoginCode(t, phone, `127.0.0.${100 + i}`)),
    );
    expect(answers.filter((a) => a.code === ResultCode.Success)).toHaveLength(1);
  });
});
