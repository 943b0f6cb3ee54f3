import { useQuery } from '@tanstack/react-query';
import { isTaskPending, VoiceChangerApi, type TVoiceChangeTask } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/**
 * A change takes seconds, not the minutes of a video: the tool that just asked for one checks every two
 * seconds rather than at the 30 s pace of the project centre's lists.
 */
export const VOICE_CHANGE_WAIT_POLL_MS = 2000;

export function getVoiceChange(id: number, signal?: AbortSignal): Promise<TVoiceChangeTask> {
  return shortApiClient.get<TVoiceChangeTask>(VoiceChangerApi.detail, { id }, { signal });
}

/** The change the tool is waiting for, followed until it is finished or has failed. */
export function useVoiceChange(id: number | undefined) {
  return useQuery({
    queryKey: [VoiceChangerApi.detail, id],
    queryFn: ({ signal }) => getVoiceChange(id!, signal),
    enabled: id !== undefined,
    refetchInterval: (query) =>
      query.state.data && !isTaskPending(query.state.data.taskStatusTypeId) ? false : VOICE_CHANGE_WAIT_POLL_MS,
  });
}
