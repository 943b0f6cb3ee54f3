import { useQuery } from '@tanstack/react-query';
import { isTaskPending, TaskApi, Timer, type TVideoTask } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/** Keyed by the endpoint's path, like the task list, so the app-wide poller can refresh it. */
export function taskDetailQueryKey(id: number) {
  return [TaskApi.detailUpgrade, id] as const;
}

/** The page says itself when a video cannot be shown (deleted, someone else's), so the call does not toast. */
export function getTaskDetail(id: number, signal?: AbortSignal): Promise<TVideoTask> {
  return shortApiClient.get<TVideoTask>(TaskApi.detailUpgrade, { id }, { signal, isQuiet: true });
}

/** One task; while it generates it follows its progress at the poll pace. */
export function useTaskDetail(id: number) {
  return useQuery({
    queryKey: taskDetailQueryKey(id),
    queryFn: ({ signal }) => getTaskDetail(id, signal),
    refetchInterval: (query) =>
      query.state.data && isTaskPending(query.state.data.taskStatusTypeId) ? Timer.taskPollPendingMs : false,
  });
}
