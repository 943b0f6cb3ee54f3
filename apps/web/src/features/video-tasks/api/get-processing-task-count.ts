import { TaskApi } from '@orator/contracts';
import { apiClient } from '../../../shared/api/clients';

/** How many of the user's video tasks are queued or generating (status 190 or 191), on any device. */
export function getProcessingTaskCount(): Promise<number> {
  return apiClient.get<number>(TaskApi.getProcessingTaskCount, undefined, { isQuiet: true });
}
