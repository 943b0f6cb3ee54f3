import { TaskApi, type TPage, type TVideoTask } from '@orator/contracts';
import { apiClient } from '../../../shared/api/clients';

/** SPEC 7: the task list is asked for 9999 records when polling by ids, so every pending id comes back at once. */
const POLL_PAGE_SIZE = 9999;

/** The user's submitted tasks by id. Polling runs in the background: a failure waits for the next poll, silently. */
export async function getTasksByIds(ids: number[]): Promise<TVideoTask[]> {
  const page = await apiClient.post<TPage<TVideoTask>>(
    TaskApi.list,
    { current: 1, size: POLL_PAGE_SIZE, ids },
    { isQuiet: true },
  );
  return page.records;
}
