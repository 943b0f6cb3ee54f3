import { useQuery } from '@tanstack/react-query';
import { TaskApi } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

export function getNewTaskName(): Promise<string> {
  return shortApiClient.get<string>(TaskApi.getNewTaskName);
}

/** The server numbers new videos; the suggestion is taken once per visit, so edits are never overwritten. */
export function useNewTaskName() {
  return useQuery({ queryKey: ['new-task-name'], queryFn: getNewTaskName, staleTime: Infinity, gcTime: 0 });
}
