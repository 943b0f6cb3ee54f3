import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TaskApi, type TVideoTask } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { taskDetailQueryKey } from './get-task-detail';
import { taskListQueryKey } from './get-task-list';

export interface TRenameTask {
  id: number;
  taskName: string;
}

export function updateTask(request: TRenameTask): Promise<TVideoTask> {
  return shortApiClient.post<TVideoTask>(TaskApi.update, request);
}

/** Renames a video; the list and the detail page show the new name. */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: async (task) => {
      queryClient.setQueryData(taskDetailQueryKey(task.id), task);
      await queryClient.invalidateQueries({ queryKey: taskListQueryKey });
    },
  });
}
