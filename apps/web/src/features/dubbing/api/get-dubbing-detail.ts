import { useQuery } from '@tanstack/react-query';
import { DubbingApi, isTaskPending, type TDubbingTask } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/**
 * The dubbing just submitted, watched closely: a dubbing takes seconds, not the minutes a video takes, so
 * the page asks every 2 s while it is being spoken instead of at the project centre's 30 s pace.
 */
const FOLLOW_MS = 2000;

export function useDubbingDetail(id: number | undefined) {
  return useQuery({
    queryKey: [DubbingApi.detail, id],
    queryFn: () => shortApiClient.get<TDubbingTask>(DubbingApi.detail, { id }),
    enabled: id !== undefined,
    refetchInterval: (query) =>
      !query.state.data || isTaskPending(query.state.data.taskStatusTypeId) ? FOLLOW_MS : false,
  });
}
