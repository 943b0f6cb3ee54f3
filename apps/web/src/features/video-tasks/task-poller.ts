import { isTaskPending, TaskStatus, Timer, type TVideoTask } from '@orator/contracts';
import { MOBILE_MEDIA_QUERY } from '../../shared/lib/use-is-mobile';
import { useClientState } from '../../shared/state/client-state';
import { readPendingTaskIds, removePendingTaskId } from '../../shared/storage/local-values';
import { getProcessingTaskCount } from './api/get-processing-task-count';
import { getTasksByIds } from './api/get-tasks-by-ids';
import { toCompletedVideo, useCompletedVideo } from './completed-video-store';

export interface TTaskPollerOptions {
  userId: number;
  /** A task changed status, or tasks started or ended elsewhere: lists showing tasks are out of date. */
  onTasksChanged: () => void;
}

/** SPEC 2: the completion popup is a desktop affair. */
function isDesktopWidth(): boolean {
  return !window.matchMedia(MOBILE_MEDIA_QUERY).matches;
}

/**
 * Settles the tasks the user submitted in this browser (SPEC 4). A finished one leaves the stored list and
 * opens the popup; the list is the record of which popups are still owed, so another tab of the app that
 * settled the task first has already taken it off and this one stays silent. A failed task leaves quietly
 * (the project centre shows why), as does one deleted meanwhile. Returns whether any task was settled.
 */
function settleSubmittedTasks(userId: number, storedIds: number[], tasks: TVideoTask[]): boolean {
  const byId = new Map(tasks.map((task) => [task.id, task]));
  let hasSettled = false;
  for (const id of storedIds) {
    const task = byId.get(id);
    if (task && isTaskPending(task.taskStatusTypeId)) continue;
    if (!readPendingTaskIds(userId).includes(id)) continue;
    removePendingTaskId(userId, id);
    hasSettled = true;
    const video = task?.taskStatusTypeId === TaskStatus.Finished ? toCompletedVideo(task) : undefined;
    if (video && !task?.downloaded && isDesktopWidth()) useCompletedVideo.getState().show(video);
  }
  return hasSettled;
}

export interface TTaskPoller {
  /** Polls now rather than at the next tick, as when the live stream says a task changed. */
  pollNow(): void;
  stop(): void;
}

/**
 * The one app-wide task poller (SPEC 4 and 9). Each poll asks how many tasks are generating, for the badge
 * and to notice tasks that start or end on another device, and asks for the tasks submitted in this browser
 * (`submitTaskId{userId}`) by id. It polls again after 30 s while anything is pending and after 60 s when
 * nothing is. Submitting a video sets the badge flag, which makes it poll at once, as does `pollNow`.
 */
export function startTaskPolling({ userId, onTasksChanged }: TTaskPollerOptions): TTaskPoller {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isStopped = false;
  let isPolling = false;
  let isPollRequested = false;
  /** Set while the poller writes the client state itself, so that its own writes do not wake it. */
  let isWritingState = false;
  let lastCount: number | undefined;

  /** Updates the badge and the count; returns whether anything is still pending. */
  function apply(count: number | undefined, hasSettled: boolean): boolean {
    const isSubmittedPending = readPendingTaskIds(userId).length > 0;
    const state = useClientState.getState();
    isWritingState = true;
    if (count !== undefined) state.setGeneratingVideoCount(count);
    state.setGeneratingBadgeVisible(isSubmittedPending);
    isWritingState = false;

    const hasCountChanged = count !== undefined && lastCount !== undefined && count !== lastCount;
    lastCount = count ?? lastCount;
    if (hasSettled || hasCountChanged) onTasksChanged();
    return isSubmittedPending || (lastCount ?? 0) > 0;
  }

  async function poll(): Promise<void> {
    clearTimeout(timer);
    isPolling = true;
    const storedIds = readPendingTaskIds(userId);
    const [count, tasks] = await Promise.allSettled([
      getProcessingTaskCount(),
      storedIds.length > 0 ? getTasksByIds(storedIds) : Promise.resolve([]),
    ]);
    isPolling = false;
    if (isStopped) return;

    const hasSettled = tasks.status === 'fulfilled' && settleSubmittedTasks(userId, storedIds, tasks.value);
    const isPending = apply(count.status === 'fulfilled' ? count.value : undefined, hasSettled);
    if (isPollRequested) {
      isPollRequested = false;
      void poll();
      return;
    }
    timer = setTimeout(() => void poll(), isPending ? Timer.taskPollPendingMs : Timer.taskPollIdleMs);
  }

  function pollNow(): void {
    if (isStopped) return;
    if (isPolling) isPollRequested = true;
    else void poll();
  }

  const unsubscribe = useClientState.subscribe((state, previous) => {
    if (!isWritingState && state.isGeneratingBadgeVisible && !previous.isGeneratingBadgeVisible) pollNow();
  });
  void poll();

  return {
    pollNow,
    stop() {
      isStopped = true;
      clearTimeout(timer);
      unsubscribe();
    },
  };
}
