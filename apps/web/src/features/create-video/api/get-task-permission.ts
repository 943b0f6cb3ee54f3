import { useQuery } from '@tanstack/react-query';
import { TaskApi, type TTaskPermission } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/** What the plan allows: the script's character limit, member assets and how many videos may run at once. */
export function getTaskPermission(): Promise<TTaskPermission> {
  return shortApiClient.get<TTaskPermission>(TaskApi.isPermissionSubmit);
}

export function useTaskPermission() {
  return useQuery({ queryKey: ['task-permission'], queryFn: getTaskPermission });
}
