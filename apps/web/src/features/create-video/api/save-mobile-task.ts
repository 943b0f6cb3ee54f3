import { useMutation } from '@tanstack/react-query';
import { TaskApi, type TEnvelope, type TSaveTaskRequest, type TVideoTask } from '@orator/contracts';
import { apiClient } from '../../../shared/api/clients';

/** The same submission from the mobile layout, which the server records as such; answers as `saveTask`. */
export function saveMobileTask(request: TSaveTaskRequest): Promise<TVideoTask | TEnvelope> {
  return apiClient.post<TVideoTask | TEnvelope>(TaskApi.saveMobileTask, request, { isQuiet: true });
}

export function useSaveMobileTask() {
  return useMutation({ mutationFn: saveMobileTask });
}
