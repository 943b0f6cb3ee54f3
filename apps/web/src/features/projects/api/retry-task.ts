import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TaskApi, type TEnvelope, type TVideoTask } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { isEnvelope } from '../../../shared/api/envelope';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { useClientState } from '../../../shared/state/client-state';
import { addPendingTaskId } from '../../../shared/storage/local-values';
import { taskDetailQueryKey } from './get-task-detail';
import { taskListQueryKey } from './get-task-list';

/** A retry is paid again: 507 (balance) and 515 (another task generating) come back whole for the caller. */
export function retryTask(id: number): Promise<TVideoTask | TEnvelope> {
  return shortApiClient.post<TVideoTask | TEnvelope>(TaskApi.retry, { id });
}

/**
 * Generates a failed video again. The task is pending once more, so it joins the stored list the poller
 * watches (SPEC 4): its completion popup will open like a new submission's.
 */
export function useRetryTask() {
  const queryClient = useQueryClient();
  const userId = useCurrentUser().data?.id;
  const setBadgeVisible = useClientState((state) => state.setGeneratingBadgeVisible);
  return useMutation({
    mutationFn: retryTask,
    onSuccess: async (result) => {
      if (isEnvelope(result)) return;
      if (userId !== undefined) addPendingTaskId(userId, result.id);
      setBadgeVisible(true);
      queryClient.setQueryData(taskDetailQueryKey(result.id), result);
      await queryClient.invalidateQueries({ queryKey: taskListQueryKey });
    },
  });
}
