import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isTaskPending, Timer, VoiceChangerApi, type TPage, type TVoiceChangeTask } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/** Keyed by the endpoint's path, so saving or deleting a change refreshes every page of the list. */
export const voiceChangesQueryKey = [VoiceChangerApi.list] as const;

/** The project centre lists 20 items a page, as its other tabs do. */
export const VOICE_CHANGE_PAGE_SIZE = 20;

export function getVoiceChanges(current: number, signal?: AbortSignal): Promise<TPage<TVoiceChangeTask>> {
  return shortApiClient.post<TPage<TVoiceChangeTask>>(
    VoiceChangerApi.list,
    { current, size: VOICE_CHANGE_PAGE_SIZE },
    { signal },
  );
}

/** One page of the user's voice changes; while some are being made it follows them at the task poll pace. */
export function useVoiceChanges(current: number) {
  return useQuery({
    queryKey: [...voiceChangesQueryKey, current],
    queryFn: ({ signal }) => getVoiceChanges(current, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.records.some((task) => isTaskPending(task.taskStatusTypeId)) ? Timer.taskPollPendingMs : false,
  });
}
