import { useQuery } from '@tanstack/react-query';
import {
  AudioSubtitleApi,
  isTaskPending,
  Timer,
  type TAudioSubtitleListRequest,
  type TAudioSubtitleSummary,
  type TPage,
} from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

export const audioSubtitlesQueryKey = [AudioSubtitleApi.list] as const;
const PAGE_SIZE = 50;

export function getAudioSubtitles(
  request: TAudioSubtitleListRequest,
  signal?: AbortSignal,
): Promise<TPage<TAudioSubtitleSummary>> {
  return shortApiClient.post<TPage<TAudioSubtitleSummary>>(AudioSubtitleApi.list, request, { signal });
}

/** Past extractions, newest first; followed at the project's task pace while one is still running (SPEC 9). */
export function useAudioSubtitles() {
  return useQuery({
    queryKey: audioSubtitlesQueryKey,
    queryFn: ({ signal }) => getAudioSubtitles({ current: 1, size: PAGE_SIZE }, signal),
    refetchInterval: (query) =>
      query.state.data?.records.some((task) => isTaskPending(task.status))
        ? Timer.taskPollPendingMs
        : Timer.taskPollIdleMs,
  });
}
