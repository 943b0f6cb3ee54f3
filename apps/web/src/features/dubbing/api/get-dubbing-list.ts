import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DubbingApi, isTaskPending, Timer, type TDubbingTask, type TPage } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

export const dubbingListQueryKey = [DubbingApi.list] as const;
export const DUBBING_PAGE_SIZE = 20;

/** One page of the user's dubbings; while some are being spoken it follows them at the poll pace (SPEC 9). */
export function useDubbingList(current: number) {
  return useQuery({
    queryKey: [...dubbingListQueryKey, current],
    queryFn: ({ signal }) =>
      shortApiClient.post<TPage<TDubbingTask>>(DubbingApi.list, { current, size: DUBBING_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.records.some((task) => isTaskPending(task.taskStatusTypeId)) ? Timer.taskPollPendingMs : false,
  });
}
