import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TaskApi, TaskStatus, type TVideoTask } from '@orator/contracts';
import { selectIsGeneratingBadgeShown, useClientState } from '../../shared/state/client-state';
import { addPendingTaskId, readPendingTaskIds, removePendingTaskId } from '../../shared/storage/local-values';
import { mockApi } from '../../test/mock-api';
import { playPhoneWidth } from '../../test/session';
import { aPendingTask, aTaskPage, aVideoTask } from '../../test/video-tasks';
import { useCompletedVideo } from './completed-video-store';
import { startTaskPolling } from './task-poller';

const USER_ID = 7;
let stop: (() => void) | undefined;
let onTasksChanged: ReturnType<typeof vi.fn<() => void>>;

/** Taken before the clock is faked: a real turn of the event loop lets every request reach the mock and return. */
const realSetTimeout = setTimeout;
const settle = () => new Promise((resolve) => realSetTimeout(resolve, 0));

async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}

/** The server's answers: how many tasks generate, and the tasks it knows by id. */
function serve({ processing = 0, tasks = [] }: { processing?: number; tasks?: TVideoTask[] }) {
  mockApi.on('GET', TaskApi.getProcessingTaskCount, { code: 200, data: processing });
  mockApi.on('POST', TaskApi.list, (request) => {
    const ids = (request.body as { ids: number[] }).ids;
    return { code: 200, data: aTaskPage(tasks.filter((task) => ids.includes(task.id))) };
  });
}

async function start() {
  onTasksChanged = vi.fn<() => void>();
  stop = startTaskPolling({ userId: USER_ID, onTasksChanged }).stop;
  await settle();
}

const listCalls = () => mockApi.requestsTo(TaskApi.list).length;
const countCalls = () => mockApi.requestsTo(TaskApi.getProcessingTaskCount).length;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  stop?.();
  stop = undefined;
  useCompletedVideo.setState(useCompletedVideo.getInitialState(), true);
});

describe('the task poller', () => {
  it('asks for the processing count every 60 s while nothing is pending', async () => {
    serve({ processing: 0 });
    await start();
    expect(countCalls()).toBe(1);
    await advance(59_999);
    expect(countCalls()).toBe(1);
    await advance(1);
    expect(countCalls()).toBe(2);
    await advance(60_000);
    expect(countCalls()).toBe(3);
    expect(listCalls()).toBe(0);
  });

  it('polls the submitted tasks by id every 30 s while they are pending', async () => {
    addPendingTaskId(USER_ID, 5);
    serve({ processing: 1, tasks: [aPendingTask({ id: 5 })] });
    await start();
    expect(mockApi.requestsTo(TaskApi.list)[0]?.body).toEqual({ current: 1, size: 9999, ids: [5] });
    await advance(29_999);
    expect(listCalls()).toBe(1);
    await advance(1);
    expect(listCalls()).toBe(2);
    await advance(30_000);
    expect(listCalls()).toBe(3);
    expect(readPendingTaskIds(USER_ID)).toEqual([5]);
  });

  it('keeps the 30 s pace while tasks started elsewhere are generating', async () => {
    serve({ processing: 2 });
    await start();
    await advance(30_000);
    expect(countCalls()).toBe(2);
  });

  it('counts the videos being generated and shows the badge while any is', async () => {
    addPendingTaskId(USER_ID, 5);
    serve({ processing: 2, tasks: [aPendingTask({ id: 5 })] });
    await start();
    expect(useClientState.getState()).toMatchObject({ generatingVideoCount: 2, isGeneratingBadgeVisible: true });

    serve({ processing: 0, tasks: [aVideoTask({ id: 5 })] });
    await advance(30_000);
    expect(useClientState.getState()).toMatchObject({ generatingVideoCount: 0, isGeneratingBadgeVisible: false });
    expect(selectIsGeneratingBadgeShown(useClientState.getState())).toBe(false);
  });

  it('opens the completion popup once when a task finishes, by taking its id off the stored list', async () => {
    addPendingTaskId(USER_ID, 5);
    addPendingTaskId(USER_ID, 6);
    serve({ processing: 2, tasks: [aPendingTask({ id: 5 }), aPendingTask({ id: 6 })] });
    await start();
    expect(useCompletedVideo.getState().video).toBeNull();

    const finished = aVideoTask({
      id: 5,
      taskName: 'Launch',
      scene: { canvasConfig: { showRatio: '9:16', resolution: 720 } },
    });
    serve({ processing: 1, tasks: [finished, aPendingTask({ id: 6 })] });
    await advance(30_000);
    expect(useCompletedVideo.getState().video).toEqual({
      id: 5,
      taskName: 'Launch',
      targetFileId: 90,
      targetFileThumbnailUrl: finished.targetFileThumbnailUrl,
      showRatio: '9:16',
    });
    expect(readPendingTaskIds(USER_ID)).toEqual([6]);
    expect(onTasksChanged).toHaveBeenCalled();

    useCompletedVideo.getState().clear();
    await advance(30_000);
    expect(useCompletedVideo.getState().video).toBeNull();
    expect(mockApi.requestsTo(TaskApi.list).at(-1)?.body).toMatchObject({ ids: [6] });
  });

  it('stays silent about a task another tab of the app has already announced', async () => {
    addPendingTaskId(USER_ID, 5);
    mockApi.on('GET', TaskApi.getProcessingTaskCount, { code: 200, data: 0 });
    mockApi.on('POST', TaskApi.list, () => {
      // The other tab settles the task while this one waits for the list.
      removePendingTaskId(USER_ID, 5);
      return { code: 200, data: aTaskPage([aVideoTask({ id: 5 })]) };
    });
    await start();
    expect(useCompletedVideo.getState().video).toBeNull();
  });

  it('lets a failed task go without a popup', async () => {
    addPendingTaskId(USER_ID, 5);
    serve({ processing: 0, tasks: [aPendingTask({ id: 5, taskStatusTypeId: TaskStatus.Failed })] });
    await start();
    expect(readPendingTaskIds(USER_ID)).toEqual([]);
    expect(useCompletedVideo.getState().video).toBeNull();
    expect(onTasksChanged).toHaveBeenCalledOnce();
    await advance(30_000);
    expect(listCalls()).toBe(1);
  });

  it('forgets a task that was deleted meanwhile', async () => {
    addPendingTaskId(USER_ID, 5);
    serve({ processing: 0, tasks: [] });
    await start();
    expect(readPendingTaskIds(USER_ID)).toEqual([]);
  });

  it('shows no popup on a phone, yet still takes the task off the list', async () => {
    playPhoneWidth();
    addPendingTaskId(USER_ID, 5);
    serve({ processing: 0, tasks: [aVideoTask({ id: 5 })] });
    await start();
    expect(readPendingTaskIds(USER_ID)).toEqual([]);
    expect(useCompletedVideo.getState().video).toBeNull();
  });

  it('tells the pages when tasks start or end on another device', async () => {
    serve({ processing: 1 });
    await start();
    expect(onTasksChanged).not.toHaveBeenCalled();
    serve({ processing: 0 });
    await advance(30_000);
    expect(onTasksChanged).toHaveBeenCalledOnce();
  });

  it('polls at once when a video is submitted', async () => {
    serve({ processing: 0 });
    await start();
    addPendingTaskId(USER_ID, 8);
    serve({ processing: 1, tasks: [aPendingTask({ id: 8 })] });
    useClientState.getState().setGeneratingBadgeVisible(true);
    await settle();
    expect(mockApi.requestsTo(TaskApi.list)[0]?.body).toMatchObject({ ids: [8] });
    await advance(30_000);
    expect(listCalls()).toBe(2);
  });

  it('keeps polling after a failed poll, without telling the user', async () => {
    mockApi.on('GET', TaskApi.getProcessingTaskCount, { code: 500, message: 'down' });
    await start();
    await advance(60_000);
    expect(countCalls()).toBe(2);
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it('stops when the user leaves', async () => {
    serve({ processing: 0 });
    await start();
    stop?.();
    await advance(120_000);
    expect(countCalls()).toBe(1);
  });
});
