import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DubbingApi,
  Header,
  TaskApi,
  TaskEventsApi,
  TaskStatus,
  type TPage,
  type TTaskEvent,
  type TVideoTask,
} from '@orator/contracts';
import { addPendingTaskId, readPendingTaskIds } from '../../../shared/storage/local-values';
import { mockApi } from '../../../test/mock-api';
import { stubEventStream } from '../../../test/event-stream';
import { signIn } from '../../../test/session';
import { aPendingTask, aTaskPage, aVideoTask } from '../../../test/video-tasks';
import { useCompletedVideo } from '../completed-video-store';
import { useTaskUpdates } from './use-task-updates';

const USER_ID = 7;
const TASK_ID = 5;

/** Taken before the clock is faked: the real event loop lets requests and stream reads finish. */
const realSetTimeout = setTimeout;
const settle = () => new Promise((resolve) => realSetTimeout(resolve, 0));

async function until(condition: () => boolean) {
  for (let turn = 0; turn < 200 && !condition(); turn++) await settle();
  expect(condition()).toBe(true);
}

function videoEvent(overrides: Partial<TTaskEvent>): TTaskEvent {
  return {
    kind: 'video',
    id: TASK_ID,
    taskStatusTypeId: TaskStatus.Processing,
    progress: 40,
    stage: 'composing',
    ...overrides,
  };
}

/** What the task list answers when polled by ids. */
let served: TVideoTask;

/** Mounts the updates and waits for their code, which loads after the render, to open the stream. */
async function startUpdates(queryClient: QueryClient, stream: ReturnType<typeof stubEventStream>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useTaskUpdates(USER_ID), { wrapper });
  await until(() => stream.fetchStub.mock.calls.length > 0);
  return hook;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  signIn();
  served = aPendingTask({ id: TASK_ID, progress: 40 });
  mockApi.on('GET', TaskApi.getProcessingTaskCount, () => ({
    code: 200,
    data: served.taskStatusTypeId === TaskStatus.Processing ? 1 : 0,
  }));
  mockApi.on('POST', TaskApi.list, () => ({ code: 200, data: aTaskPage([served]) }));
});

afterEach(() => {
  useCompletedVideo.setState(useCompletedVideo.getInitialState(), true);
});

describe('live task updates', () => {
  it('writes a pushed progress into the cached task and opens the popup when the video is pushed as finished', async () => {
    const stream = stubEventStream();
    addPendingTaskId(USER_ID, TASK_ID);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const detailKey = [TaskApi.detailUpgrade, TASK_ID];
    const listKey = [TaskApi.list, 1];
    queryClient.setQueryData(detailKey, served);
    queryClient.setQueryData(listKey, aTaskPage([served]));
    const { unmount } = await startUpdates(queryClient, stream);

    const [url, init] = stream.fetchStub.mock.calls[0]!;
    expect(url).toBe(`/api${TaskEventsApi.stream}`);
    // The session cookie goes along with a same-origin fetch; no script reads the token to add it.
    expect(new Headers(init.headers).get(Header.Token)).toBeNull();
    stream.ready();
    stream.task(videoEvent({ progress: 65 }));
    await until(() => queryClient.getQueryData<TVideoTask>(detailKey)?.progress === 65);
    expect(queryClient.getQueryData<TPage<TVideoTask>>(listKey)?.records[0]?.progress).toBe(65);
    expect(useCompletedVideo.getState().video).toBeNull();

    // The render finishes: no poll is due for another 30 s, yet the popup opens.
    served = aVideoTask({ id: TASK_ID });
    stream.task(videoEvent({ taskStatusTypeId: TaskStatus.Finished, progress: 100, stage: 'finished' }));
    await until(() => useCompletedVideo.getState().video !== null);
    expect(useCompletedVideo.getState().video).toMatchObject({ id: TASK_ID, targetFileId: served.targetFileId });
    expect(readPendingTaskIds(USER_ID)).toEqual([]);
    expect(queryClient.getQueryState(detailKey)?.isInvalidated).toBe(true);
    unmount();
  });

  it('reads a dubbing and its quote again once the dubbing is pushed as finished', async () => {
    const stream = stubEventStream();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const detailKey = [DubbingApi.detail, 9];
    const quoteKey = [DubbingApi.queryCanSaveText2SpeechTask, { language: 'en-US' }];
    queryClient.setQueryData(detailKey, { id: 9, taskStatusTypeId: TaskStatus.Processing, progress: 30 });
    queryClient.setQueryData(quoteKey, { canSave: false, blockedBy: 'busy' });
    const { unmount } = await startUpdates(queryClient, stream);

    stream.ready();
    const dubbing: TTaskEvent = {
      kind: 'dubbing',
      id: 9,
      taskStatusTypeId: TaskStatus.Processing,
      progress: 60,
      stage: 'speaking',
    };
    stream.task(dubbing);
    await until(() => queryClient.getQueryData<{ progress: number }>(detailKey)?.progress === 60);
    expect(queryClient.getQueryState(quoteKey)?.isInvalidated).toBe(false);

    stream.task({
      ...dubbing,
      taskStatusTypeId: TaskStatus.Finished,
      progress: 100,
      stage: 'finished',
    });
    await until(() => queryClient.getQueryState(detailKey)?.isInvalidated === true);
    expect(queryClient.getQueryState(quoteKey)?.isInvalidated).toBe(true);
    unmount();
  });
});
