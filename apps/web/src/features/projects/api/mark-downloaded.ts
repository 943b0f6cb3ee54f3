import { TaskApi } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/**
 * SPEC 4: a downloaded video is marked so, which also keeps its completion popup from opening later. It is
 * bookkeeping behind a download that already succeeded, so a failure is not put in front of the user.
 */
export function markDownloaded(id: number): Promise<null> {
  return shortApiClient.post<null>(TaskApi.markDownloaded, { id }, { isQuiet: true });
}
