import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** The stream, the poller and the task endpoints they refresh: code the first paint, which shows no task, does without. */
const loadTaskUpdates = () => import('../live/task-updates');

/**
 * Keeps every screen's tasks current while a user is signed in (live/task-updates.ts); the shell mounts it once.
 * Its code loads once the first screen has painted.
 */
export function useTaskUpdates(userId: number | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === undefined) return undefined;
    let stop: (() => void) | undefined;
    let isUnmounted = false;
    void loadTaskUpdates().then(({ startTaskUpdates }) => {
      if (!isUnmounted) stop = startTaskUpdates(queryClient, userId);
    });
    return () => {
      isUnmounted = true;
      stop?.();
    };
  }, [userId, queryClient]);
}
