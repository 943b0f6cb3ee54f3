import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TaskApi, type TVideoTask } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { taskDetailQueryKey } from './get-task-detail';

export interface TShareTask {
  id: number;
  isEnabled: boolean;
}

/** SPEC 4 "Sharing": turned on, the task carries the token of its public page. */
export function shareTask({ id, isEnabled }: TShareTask): Promise<TVideoTask> {
  return shortApiClient.post<TVideoTask>(TaskApi.share, { id, enabled: isEnabled });
}

export function useShareTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareTask,
    onSuccess: (task) => queryClient.setQueryData(taskDetailQueryKey(task.id), task),
  });
}
