import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TaskApi } from '@orator/contracts';
import { currentUserQueryKey } from '../../../shared/session/get-current-user';
import { applyTaskEvent, invalidateTaskQueries } from '../live/apply-task-event';
import { followTaskEvents } from '../live/task-event-stream';
import { startTaskPolling } from '../task-poller';

/**
 * Keeps every screen's tasks current while a user is signed in; the shell mounts it once. The live stream
 * brings each change within moments: progress goes straight into the cached tasks, and a video that starts
 * or settles makes the poller look at once, which opens the completion popup. The poller's 30 s / 60 s
 * rounds (SPEC 9) remain for when the stream is down. Pages that show tasks key their queries by the task
 * endpoints' paths, so both refresh them without knowing the pages.
 */
export function useTaskUpdates(userId: number | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === undefined) return undefined;
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
  }, [userId, queryClient]);
}
