import { and, eq, isNull } from 'drizzle-orm';
import { OPEN_API_BASE, UserApi, type TPlan } from '@orator/contracts';
import { avatarClones, files, lipSyncTasks } from '../src/db/schema/index';
import { api, multipartBody, type MultipartFile } from './api';
import type { TestApp } from './helper';
import { activeUser, setUser, type ActiveUser } from './users';

export interface OpenCaller extends ActiveUser {
  apiToken: string;
}

/** A user with an API token, made as the API settings page makes one (Pro), then moved to `plan`. */
export async function openCaller(t: TestApp, plan: TPlan = 'pro'): Promise<OpenCaller> {
  const user = await activeUser(t);
  await setUser(t, user.user.id, { plan: 'pro', subscriptionStatus: 45 });
  const { data } = await t.call<{ token: string }>({
    method: 'GET',
    url: api(UserApi.generateToken),
    token: user.token,
  });
  if (plan !== 'pro') await setUser(t, user.user.id, { plan });
  return { ...user, apiToken: data.token };
}

/** Calls the open API: GET without a payload, POST with one; its envelope's code is a string. */
export async function openCall<T>(
  t: TestApp,
  who: { apiToken: string } | null,
  path: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  const res = await t.call<T>({
    method: payload === undefined ? 'GET' : 'POST',
    url: `${OPEN_API_BASE}${path}`,
    headers: { ...headers, ...(who ? { apiToken: who.apiToken } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
  return { ...res, code: res.code as unknown as string };
}

/** A multipart call of the open API: text parts, then the file as the part named `file`, as public clients send. */
export async function openUpload<T>(
  t: TestApp,
  who: { apiToken: string },
  path: string,
  fields: Record<string, string>,
  file: MultipartFile,
) {
  const form = multipartBody(fields, file);
  const res = await t.call<T>({
    method: 'POST',
    url: `${OPEN_API_BASE}${path}`,
    headers: { ...form.headers, apiToken: who.apiToken },
    payload: form.payload,
  });
  return { ...res, code: res.code as unknown as string };
}

/** What a caller has kept of its avatar clones and files: a refused upload must leave both as they were. */
export async function keptClonesAndFiles(t: TestApp, userId: number) {
  const db = t.ctx.database.db;
  const [clones, liveFiles] = await Promise.all([
    db
      .select()
      .from(avatarClones)
      .where(and(eq(avatarClones.ownerId, userId), isNull(avatarClones.deletedAt))),
    db
      .select()
      .from(files)
      .where(and(eq(files.ownerId, userId), isNull(files.deletedAt))),
  ]);
  return { clones: clones.length, files: liveFiles.length };
}

/** What a caller has kept of its lip syncs and files: a refused submit must leave both as they were. */
export async function keptLipSyncsAndFiles(t: TestApp, userId: number) {
  const db = t.ctx.database.db;
  const [tasks, liveFiles] = await Promise.all([
    db.select().from(lipSyncTasks).where(eq(lipSyncTasks.ownerId, userId)),
    db
      .select()
      .from(files)
      .where(and(eq(files.ownerId, userId), isNull(files.deletedAt))),
  ]);
  return { tasks: tasks.length, files: liveFiles.length };
}
