import { useQuery, useQueryClient } from '@tanstack/react-query';
import { VideoTranslationApi, type TVideoTranslationTask } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { isWorkingStage } from '../video-translation-rules';
import { videoTranslationListQueryKey } from './get-video-translations';

/**
 * The studio sits on one task and waits for its next stage: the full-screen tools have no live event stream,
 * so the task is read every few seconds while the server works on it (an analysis takes seconds).
 */
export const VIDEO_TRANSLATION_POLL_MS = 2000;

export const videoTranslationQueryKey = (id: number) => [VideoTranslationApi.detail, id] as const;

export function fetchVideoTranslation(id: number, signal?: AbortSignal): Promise<TVideoTranslationTask> {
  return shortApiClient.get<TVideoTranslationTask>(VideoTranslationApi.detail, { id }, { signal, isQuiet: true });
}

/** The task the studio shows; once its work settles, the history reads it again too. */
export function useVideoTranslation(id: number | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: videoTranslationQueryKey(id ?? 0),
    queryFn: async ({ signal }) => {
      const task = await fetchVideoTranslation(id!, signal);
      if (!isWorkingStage(task.stage)) void queryClient.invalidateQueries({ queryKey: videoTranslationListQueryKey });
      return task;
    },
    enabled: id !== undefined,
    retry: false,
    refetchInterval: (query) =>
      query.state.data && isWorkingStage(query.state.data.stage) ? VIDEO_TRANSLATION_POLL_MS : false,
  });
}
