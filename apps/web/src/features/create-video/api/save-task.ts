import { useMutation } from '@tanstack/react-query';
import { TaskApi, type TEnvelope, type TSaveTaskRequest, type TVideoTask } from '@orator/contracts';
import { apiClient } from '../../../shared/api/clients';

/**
 * Submits the video. A 505, 507, 515 or 516 resolves with the whole envelope (SPEC 8); other refusals are
 * quiet because the page shows them beside the Generate button.
 */
export function saveTask(request: TSaveTaskRequest): Promise<TVideoTask | TEnvelope> {
  return apiClient.post<TVideoTask | TEnvelope>(TaskApi.saveTask, request, { isQuiet: true });
}

export function useSaveTask() {
  return useMutation({ mutationFn: saveTask });
}
