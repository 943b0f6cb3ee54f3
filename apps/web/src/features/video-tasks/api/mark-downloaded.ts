import { useMutation } from '@tanstack/react-query';
import { TaskApi } from '@orator/contracts';
import { apiClient } from '../../../shared/api/clients';

/**
 * SPEC 4: viewing or downloading a finished video marks it downloaded. It is bookkeeping behind an action
 * that already succeeded, so a failure is not put in front of the user.
 */
export function markDownloaded(id: number): Promise<null> {
  return apiClient.post<null>(TaskApi.markDownloaded, { id }, { isQuiet: true });
}

export function useMarkDownloaded() {
  return useMutation({ mutationFn: markDownloaded });
}
