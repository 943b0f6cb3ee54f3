import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DubbingApi, isTaskPending, Timer, type TDubbingTask } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { dubbingListQueryKey } from './get-dubbing-list';

/**
 * The dubbing just submitted. The live task events bring its progress and its end within moments; this
 * query also asks at the task poll pace (SPEC 9) while it is being spoken, for when they cannot. Once it
 * has settled, the quote (which said 'busy' while it was being made) and the history are read again.
 */
export function useDubbingDetail(id: number | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [DubbingApi.detail, id],
    queryFn: async () => {
      const task = await shortApiClient.get<TDubbingTask>(DubbingApi.detail, { id });
      if (!isTaskPending(task.taskStatusTypeId)) {
        void queryClient.invalidateQueries({ queryKey: [DubbingApi.queryCanSaveText2SpeechTask] });
        void queryClient.invalidateQueries({ queryKey: dubbingListQueryKey });
      }
      return task;
    },
    enabled: id !== undefined,
    refetchInterval: (query) =>
      !query.state.data || isTaskPending(query.state.data.taskStatusTypeId) ? Timer.taskPollPendingMs : false,
  });
}
