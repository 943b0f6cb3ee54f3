import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ResultCode, UserApi, type TFileInfo, type TLoginResult, type TUserInfo } from '@orator/contracts';
import { authTokens, users, verificationCodes } from '../src/db/schema/index';
import { sha256 } from '../src/platform/secrets';
import { api, multipartBody, type MultipartFile } from './api';
import { solvedCaptcha, type TestApp } from './helper';

export const PASSWORD = 'Secret123';

let counter = 0;
/** A fresh address per call, so tests in one file never collide. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}.${process.pid}.${counter}@example.com`;
}

export interface RegisterInput {
  email?: string;
  password?: string;
  nickname?: string;
  userType?: 1 | 2;
  source?: string;
  inviteCode?: string;
  via?: string;
}

/** A complete, valid sign-up form (with a solved captcha) that tests change one field at a time. */
export async function registerForm(t: TestApp, input: RegisterInput = {}) {
  const password = input.password ?? PASSWORD;
  return {
    email: input.email ?? uniqueEmail(),
    password,
    confirmPassword: password,
    nickname: input.nickname ?? 'Test User',
    userType: input.userType ?? 1,
    agreeTerms: true,
    ...(input.source ? { source: input.source } : {}),
    ...(input.inviteCode ? { inviteCode: input.inviteCode } : {}),
    ...(input.via ? { via: input.via } : {}),
    ...(await solvedCaptcha(t)),
  };
}

/** Registers a pending account; the activation code is then in the outbox. */
export async function registerPending(t: TestApp, input: RegisterInput = {}) {
  const form = await registerForm(t, input);
  const res = await t.call({ method: 'POST', url: api(UserApi.register), payload: form });
  expect(res.code, res.message).toBe(ResultCode.Success);
  return { email: form.email.toLowerCase(), password: form.password };
}

export interface ActiveUser {
  email: string;
  password: string;
  token: string;
  user: TUserInfo;
}

/** Registers and activates an account with the e-mailed code; returns its first session token. */
export async function activeUser(t: TestApp, input: RegisterInput = {}): Promise<ActiveUser> {
  const { email, password } = await registerPending(t, input);
  const res = await t.call<TLoginResult>({
    method: 'POST',
    url: api(UserApi.registerActive),
    payload: { email, verificationCode: await t.lastCodeFor(email) },
  });
  expect(res.code, res.message).toBe(ResultCode.Success);
  return { email, password, token: res.data.token, user: res.data.userInfo };
}

export function loginWithPassword(t: TestApp, email: string, password: string, headers: Record<string, string> = {}) {
  return t.call<TLoginResult>({ method: 'POST', url: api(UserApi.login), headers, payload: { email, password } });
}

export function userInfo(t: TestApp, token: string, headers: Record<string, string> = {}) {
  return t.call<TUserInfo>({ method: 'POST', url: api(UserApi.userInfoDetail), token, headers });
}

/** Changes a user row directly, for states no endpoint reaches yet (plans, disabled accounts). */
export async function setUser(t: TestApp, userId: number, values: Partial<typeof users.$inferInsert>) {
  await t.ctx.database.db.update(users).set(values).where(eq(users.id, userId));
}

export async function userRow(t: TestApp, userId: number) {
  const [row] = await t.ctx.database.db.select().from(users).where(eq(users.id, userId));
  return row!;
}

/** Moves every code sent to this recipient back in time, past the 60-second resend interval. */
export async function backdateCodes(t: TestApp, target: string, seconds = 61) {
  await t.ctx.database.db
    .update(verificationCodes)
    .set({ createdAt: sql`${verificationCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(verificationCodes.target, target));
}

/** Makes the newest unused codes for this recipient expire a second ago. */
export async function expireCodes(t: TestApp, target: string) {
  await t.ctx.database.db
    .update(verificationCodes)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(verificationCodes.target, target));
}

export async function tokenRow(t: TestApp, token: string) {
  const [row] = await t.ctx.database.db
    .select()
    .from(authTokens)
    .where(eq(authTokens.tokenHash, sha256(token)));
  return row!;
}

export async function setTokenExpiry(t: TestApp, token: string, expiresAt: Date) {
  await t.ctx.database.db
    .update(authTokens)
    .set({ expiresAt })
    .where(eq(authTokens.tokenHash, sha256(token)));
}

/** Uploads one file the way the web app does and returns the stored record. */
export async function uploadFile(t: TestApp, token: string, file: MultipartFile, source?: number) {
  const res = await uploadRaw(t, token, file, source);
  expect(res.code, res.message).toBe(ResultCode.Success);
  return res.data;
}

export function uploadRaw(t: TestApp, token: string, file: MultipartFile, source?: number) {
  const body = multipartBody(source === undefined ? {} : { source: String(source) }, file);
  return t.call<TFileInfo>({
    method: 'POST',
    url: api(UserApi.uploadFile),
    token,
    headers: body.headers,
    payload: body.payload,
  });
}
