import type { QueryClient } from '@tanstack/react-query';
import { TaskApi } from '@orator/contracts';
import { currentUserQueryKey } from '../../../shared/session/get-current-user';
import { startTaskPolling } from '../task-poller';
import { applyTaskEvent, invalidateTaskQueries } from './apply-task-event';
import { followTaskEvents } from './task-event-stream';

/**
 * Follows the user's tasks until the returned function stops it. The live stream brings each change within
 * moments: progress goes straight into the cached tasks, and a video that starts or settles makes the poller look
 * at once, which opens the completion popup. The poller's 30 s / 60 s rounds (SPEC 9) remain for when the stream
 * is down. Pages that show tasks key their queries by the task endpoints' paths, so both refresh them without
 * knowing the pages.
 */
export function startTaskUpdates(queryClient: QueryClient, userId: number): () => void {
  const poller = startTaskPolling({
    userId,
    onTasksChanged: () => {
      void queryClient.invalidateQueries({ queryKey: [TaskApi.list] });
      void queryClient.invalidateQueries({ queryKey: [TaskApi.detailUpgrade] });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
  const videoStatuses = new Map<number, number>();
  const stopEvents = followTaskEvents({
    onEvent(event) {
      applyTaskEvent(queryClient, event);
      if (event.kind !== 'video' || videoStatuses.get(event.id) === event.taskStatusTypeId) return;
      videoStatuses.set(event.id, event.taskStatusTypeId);
      poller.pollNow();
    },
    onResync() {
      invalidateTaskQueries(queryClient);
      poller.pollNow();
    },
  });
  return () => {
    stopEvents();
    poller.stop();
  };
}
