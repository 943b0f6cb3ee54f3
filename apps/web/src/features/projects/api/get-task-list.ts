import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isTaskPending, TaskApi, Timer, type TPage, type TVideoTask } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/**
 * Keyed by the endpoint's path: the app-wide task poller, which lives in another feature, refreshes every
 * task list by this key when a task changes status.
 */
export const taskListQueryKey = [TaskApi.list] as const;

/** SPEC 7: the project centre lists 20 tasks a page. */
export const TASK_PAGE_SIZE = 20;

export function getTaskList(current: number, signal?: AbortSignal): Promise<TPage<TVideoTask>> {
  return shortApiClient.post<TPage<TVideoTask>>(TaskApi.list, { current, size: TASK_PAGE_SIZE }, { signal });
}

/** One page of the user's video tasks; while some are generating it follows their progress at the poll pace. */
export function useTaskList(current: number) {
  return useQuery({
    queryKey: [...taskListQueryKey, current],
    queryFn: ({ signal }) => getTaskList(current, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.records.some((task) => isTaskPending(task.taskStatusTypeId)) ? Timer.taskPollPendingMs : false,
  });
}
