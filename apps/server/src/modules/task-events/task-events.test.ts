import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ResultCode,
  TaskEventType,
  TaskApi,
  TaskEventsApi,
  TaskStatus,
  type TTaskEvent,
  type TTaskStage,
} from '@orator/contracts';
import { api } from '../../../test/api';
import { submittedDubbing } from '../../../test/dubbing';
import { openEventStream, type OpenStream } from '../../../test/event-stream';
import { createTestApp, type TestApp } from '../../../test/helper';
import { buyKcoins } from '../../../test/money';
import { activeUser } from '../../../test/users';
import { savedTask } from '../../../test/video';
import { synthesizeDubbing } from '../dubbing/synthesize-dubbing.job';
import { servicesFor } from '../services';
import { failTask, renderVideo } from '../video-task/render-video.job';
import { closeContext, createContext } from '../../platform/context-factory';

const HEARTBEAT_MS = 300;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ eventHeartbeatMs: HEARTBEAT_MS });
});
afterAll(() => t.close());

async function userWithKcoins() {
  const user = await activeUser(t);
  await buyKcoins(t, user.token, 'kc500');
  return user;
}

/** The user's stream, once it says events reach it. */
async function liveStream(token: string): Promise<OpenStream> {
  const stream = await openEventStream(t, TaskEventsApi.stream, token);
  await stream.until((frame) => frame.event === TaskEventType.Ready);
  return stream;
}

const isSettled = (kind: TTaskEvent['kind'], id: number) => (event: TTaskEvent) =>
  event.kind === kind && event.id === id && event.taskStatusTypeId === TaskStatus.Finished;

/** The stages in the order they were first heard. */
function stagesOf(events: TTaskEvent[]): TTaskStage[] {
  return events.map((event) => event.stage).filter((stage, index, all) => all.indexOf(stage) === index);
}

async function finishedEvent(stream: OpenStream, kind: TTaskEvent['kind'], id: number) {
  await stream.waitFor(() => stream.taskEvents().some(isSettled(kind, id)));
  return stream.taskEvents().filter((event) => event.kind === kind && event.id === id);
}

describe('the live task event stream', () => {
  it('refuses a caller without a session with 405, like every other call', async () => {
    const res = await t.call({ method: 'GET', url: api(TaskEventsApi.stream) });
    expect(res.code).toBe(ResultCode.SessionExpired);
  });

  it('streams each stage of a real render to its owner, and nothing to anyone else', async () => {
    const owner = await userWithKcoins();
    const stranger = await userWithKcoins();
    const [stream, strangers] = [await liveStream(owner.token), await liveStream(stranger.token)];
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    expect(stream.frames[0]).toEqual({ event: TaskEventType.Ready, data: { heartbeatMs: HEARTBEAT_MS } });

    const task = await savedTask(t, owner.token);
    await renderVideo({ taskId: task.id }, t.ctx);
    const events = await finishedEvent(stream, 'video', task.id);

    expect(stagesOf(events)).toEqual(['speaking', 'drawing', 'composing', 'saving', 'finished']);
    const progress = events.map((event) => event.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(events.at(-1)).toEqual({
      kind: 'video',
      id: task.id,
      taskStatusTypeId: TaskStatus.Finished,
      progress: 100,
      stage: 'finished',
    });
    expect(strangers.taskEvents()).toEqual([]);
    stream.close();
    strangers.close();
  });

  it('streams a dubbing from speaking to finished', async () => {
    const { token } = await userWithKcoins();
    const stream = await liveStream(token);
    const dubbing = await submittedDubbing(t, token);
    await synthesizeDubbing({ taskId: dubbing.id }, t.ctx);
    const events = await finishedEvent(stream, 'dubbing', dubbing.id);
    expect(stagesOf(events)).toEqual(['speaking', 'saving', 'finished']);
    stream.close();
  });

  it('tells the page when a failed video is queued again by a retry', async () => {
    const { token } = await userWithKcoins();
    const stream = await liveStream(token);
    const task = await savedTask(t, token);
    const services = servicesFor(t.ctx);
    await failTask((await services.taskRepo.byId(task.id))!, services);
    const retried = await t.call({ method: 'POST', url: api(TaskApi.retry), token, payload: { id: task.id } });
    expect(retried.code, retried.message).toBe(ResultCode.Success);
    await stream.waitFor(() =>
      stream.taskEvents().some((event) => event.id === task.id && event.taskStatusTypeId === TaskStatus.Queued),
    );
    const statuses = stream
      .taskEvents()
      .filter((event) => event.id === task.id)
      .map((event) => event.taskStatusTypeId);
    expect(statuses).toEqual([TaskStatus.Failed, TaskStatus.Queued]);
    stream.close();
  });

  it('keeps an idle stream alive with heartbeats', async () => {
    const { token } = await activeUser(t);
    const stream = await liveStream(token);
    await stream.waitFor(() => stream.heartbeats() >= 2);
    expect(stream.taskEvents()).toEqual([]);
    stream.close();
  });

  it('lets go of a stream the client closed', async () => {
    const { token } = await activeUser(t);
    const before = t.ctx.events.subscriberCount();
    const stream = await liveStream(token);
    expect(t.ctx.events.subscriberCount()).toBe(before + 1);
    stream.close();
    await expect.poll(() => t.ctx.events.subscriberCount(), { timeout: 10_000 }).toBe(before);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('live task events between processes on PostgreSQL', () => {
  it('reaches a stream on one API process from a worker process that finished the render', async () => {
    const { token } = await userWithKcoins();
    const stream = await liveStream(token);
    const task = await savedTask(t, token);
    // A second process on the same database: its own pool, its own event bus, no HTTP server.
    const worker = await createContext(t.ctx.config, { createQueues: false, log: pino({ level: 'silent' }) });
    try {
      await renderVideo({ taskId: task.id }, worker);
    } finally {
      await closeContext(worker);
    }
    const events = await finishedEvent(stream, 'video', task.id);
    expect(stagesOf(events)).toEqual(['speaking', 'drawing', 'composing', 'saving', 'finished']);
    stream.close();
  });

  it('tells open streams to resync once a lost listener connection is back, and keeps delivering', async () => {
    const { token } = await userWithKcoins();
    const stream = await liveStream(token);
    const killed = await t.ctx.database.executeSql(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query ilike 'listen %'`,
    );
    expect(killed.rows).toHaveLength(1);
    await stream.until((frame) => frame.event === TaskEventType.Resync);

    const dubbing = await submittedDubbing(t, token);
    await synthesizeDubbing({ taskId: dubbing.id }, t.ctx);
    await finishedEvent(stream, 'dubbing', dubbing.id);
    stream.close();
  });
});
