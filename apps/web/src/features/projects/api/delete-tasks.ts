import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TaskApi } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { taskListQueryKey } from './get-task-list';

export function deleteTasks(ids: number[]): Promise<null> {
  return shortApiClient.post<null>(TaskApi.deleteBatch, { ids });
}

/** Deletes one video or a selection; a task still generating gives its reserved K-coins back. */
export function useDeleteTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTasks,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskListQueryKey }),
  });
}
