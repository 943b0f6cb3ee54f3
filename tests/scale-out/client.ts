/*
 * What users do, over the API's real HTTP port: sign up, pay in the sandbox, upload, submit jobs, poll and download.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  API_BASE,
  DubbingApi,
  FileSource,
  PaymentApi,
  TaskApi,
  TaskStatus,
  UserApi,
  VoiceChangerApi,
  downloadUrl,
  type TDubbingTask,
  type TFileInfo,
  type TSaveTaskRequest,
  type TVideoTask,
  type TVoiceChangeTask,
} from '@orator/contracts';
import { waitFor, type Cluster } from './cluster';

export interface User {
  id: number;
  email: string;
  token: string;
}

export type JobKind = 'video' | 'dubbing' | 'voice';

/** A submitted task and how to read it back. */
export interface Submitted {
  kind: JobKind;
  id: number;
  user: User;
}

/** The parts the checks need, whatever the kind. */
export interface TaskState {
  status: number;
  progress: number;
  costKcoins: number;
  outputFileIds: number[];
}

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export class Client {
  constructor(private readonly cluster: Cluster) {}

  async call<T>(method: 'GET' | 'POST', route: string, body?: unknown, token?: string): Promise<T> {
    const isForm = body instanceof FormData;
    const res = await fetch(`${this.cluster.baseUrl}${API_BASE}${route}`, {
      method,
      headers: {
        ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
        ...(token ? { aigcToken: token } : {}),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const envelope = (await res.json()) as { code: number | string; data: T; message?: string };
    if (String(envelope.code) !== '200') {
      throw new ApiError(String(envelope.code), `${method} ${route}: ${envelope.code} ${envelope.message}`);
    }
    return envelope.data;
  }

  /** A new account, activated with the code the API wrote to its outbox. */
  async register(): Promise<User> {
    // The letter keeps the random part from reading as a six-digit code in the e-mail.
    const email = `scale.${Date.now()}.x${randomBytes(3).toString('hex')}@example.com`;
    const password = 'Orator123';
    const { captchaId } = await this.call<{ captchaId: string }>('GET', UserApi.captcha);
    const captchaCode = '7';
    await this.cluster.sql('update captchas set answer_hash = $1 where id = $2', [
      createHash('sha256').update(captchaCode).digest('hex'),
      captchaId,
    ]);
    await this.call('POST', UserApi.register, {
      email,
      password,
      confirmPassword: password,
      nickname: 'Scale Tester',
      agreeTerms: true,
      captchaId,
      captchaCode,
    });
    const signedIn = await this.call<{ token: string; userInfo: { id: number } }>('POST', UserApi.registerActive, {
      email,
      verificationCode: await this.codeSentTo(email),
    });
    return { id: signedIn.userInfo.id, email, token: signedIn.token };
  }

  /** A month of the standard plan and 500 K-coins, paid in the sandbox: no free use, so every task holds K-coins. */
  async pay(user: User): Promise<void> {
    const plan = await this.call<{ orderNo: string }>(
      'POST',
      PaymentApi.buyUserGradeV2,
      { plan: 'standard', period: 'monthly' },
      user.token,
    );
    await this.call('POST', PaymentApi.sandboxConfirm, { orderNo: plan.orderNo, outcome: 'paid' }, user.token);
    const coins = await this.call<{ orderNo: string }>('POST', PaymentApi.buyMoney, { packageId: 'kc500' }, user.token);
    await this.call('POST', PaymentApi.sandboxConfirm, { orderNo: coins.orderNo, outcome: 'paid' }, user.token);
  }

  async video(user: User, script: string, taskName = 'Scale-out video'): Promise<Submitted> {
    const request: TSaveTaskRequest = {
      taskName,
      digitalHumanId: 'stock-0001',
      inputMode: 'text',
      copyContent: script,
      speech: { voiceId: 'espeak:en-US:f2', speakRate: 1, speakPitch: 1, volume: 1 },
      ratio: '16:9',
      resolution: 720,
    };
    const task = await this.call<TVideoTask>('POST', TaskApi.saveTask, request, user.token);
    return { kind: 'video', id: task.id, user };
  }

  async dubbing(user: User, text: string): Promise<Submitted> {
    const task = await this.call<TDubbingTask>(
      'POST',
      DubbingApi.textToSpeech,
      {
        taskName: 'Scale-out dubbing',
        language: 'en-US',
        paragraphs: [
          { content: text, voiceId: 'espeak:en-US:f2' },
          { content: 'A second voice reads the last line.', voiceId: 'espeak:en-US:m3' },
        ],
      },
      user.token,
    );
    return { kind: 'dubbing', id: task.id, user };
  }

  async voiceChange(user: User, wav: Buffer): Promise<Submitted> {
    const form = new FormData();
    form.set('source', String(FileSource.AudioInput));
    form.set('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'morning.wav');
    const file = await this.call<TFileInfo>('POST', UserApi.uploadFile, form, user.token);
    const task = await this.call<TVoiceChangeTask>(
      'POST',
      VoiceChangerApi.save,
      { fileId: file.id, preset: 'deeper' },
      user.token,
    );
    return { kind: 'voice', id: task.id, user };
  }

  async state(task: Submitted): Promise<TaskState> {
    const { token } = task.user;
    if (task.kind === 'video') {
      const v = await this.call<TVideoTask>('GET', `${TaskApi.detailUpgrade}?id=${task.id}`, undefined, token);
      return { ...common(v), outputFileIds: v.targetFileId ? [v.targetFileId] : [] };
    }
    if (task.kind === 'dubbing') {
      const d = await this.call<TDubbingTask>('GET', `${DubbingApi.detail}?id=${task.id}`, undefined, token);
      return { ...common(d), outputFileIds: [d.audioFileId, d.subtitleFileId].filter((id) => id !== null) };
    }
    const c = await this.call<TVoiceChangeTask>('GET', `${VoiceChangerApi.detail}?id=${task.id}`, undefined, token);
    return { ...common(c), costKcoins: 0, outputFileIds: c.resultFileId ? [c.resultFileId] : [] };
  }

  /** Polls until the task is finished or failed. */
  settled(task: Submitted, timeoutMs: number): Promise<TaskState> {
    return waitFor(
      `${task.kind} ${task.id} to finish`,
      async () => {
        const state = await this.state(task);
        return state.status === TaskStatus.Finished || state.status === TaskStatus.Failed ? state : undefined;
      },
      timeoutMs,
      1000,
    );
  }

  /** A file's bytes through the API's download endpoint, as the download button fetches them. */
  async download(user: User, fileId: number): Promise<Buffer> {
    const res = await fetch(`${this.cluster.baseUrl}${downloadUrl(fileId)}`, { headers: { aigcToken: user.token } });
    if (!res.ok) throw new Error(`download of file ${fileId}: HTTP ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  private async codeSentTo(email: string): Promise<string> {
    const outbox = path.join(this.cluster.dataDir('api'), 'outbox');
    return waitFor(
      `the activation e-mail to ${email}`,
      () => {
        const last = fs.existsSync(outbox)
          ? fs
              .readdirSync(outbox)
              .filter((f) => f.includes(email))
              .sort()
              .at(-1)
          : '';
        if (!last) return undefined;
        return /\b(\d{6})\b/.exec(fs.readFileSync(path.join(outbox, last), 'utf8'))?.[1];
      },
      10_000,
      100,
    );
  }
}

function common(task: { taskStatusTypeId: number; progress?: number; costKcoins?: number }) {
  return { status: task.taskStatusTypeId, progress: task.progress ?? 0, costKcoins: task.costKcoins ?? 0 };
}
