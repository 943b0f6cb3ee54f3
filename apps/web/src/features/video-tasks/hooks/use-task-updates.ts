import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TaskApi } from '@orator/contracts';
import { currentUserQueryKey } from '../../../shared/session/get-current-user';
import { startTaskPolling } from '../task-poller';

/**
 * Runs the app-wide task poller while a user is signed in; the shell mounts it once. Pages that show tasks
 * key their queries by the task endpoints' paths, so the poller refreshes them without knowing the pages.
 * A task that ends also moves K-coins (a failure gives its hold back), hence the account refresh.
 */
export function useTaskPolling(userId: number | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === undefined) return undefined;
    return startTaskPolling({
      userId,
      onTasksChanged: () => {
        void queryClient.invalidateQueries({ queryKey: [TaskApi.list] });
        void queryClient.invalidateQueries({ queryKey: [TaskApi.detailUpgrade] });
        void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      },
    });
  }, [userId, queryClient]);
}
