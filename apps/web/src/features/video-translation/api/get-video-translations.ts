import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Timer, VideoTranslationApi, type TPage, type TVideoTranslationTask } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { isWorkingStage } from '../video-translation-rules';

export const videoTranslationListQueryKey = [VideoTranslationApi.list] as const;
export const VIDEO_TRANSLATION_PAGE_SIZE = 20;

/** One page of the user's translations; while one is being worked on it follows it at the poll pace (SPEC 9). */
export function useVideoTranslations(current: number) {
  return useQuery({
    queryKey: [...videoTranslationListQueryKey, current],
    queryFn: ({ signal }) =>
      shortApiClient.post<TPage<TVideoTranslationTask>>(
        VideoTranslationApi.list,
        { current, size: VIDEO_TRANSLATION_PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.records.some((task) => isWorkingStage(task.stage)) ? Timer.taskPollPendingMs : false,
  });
}
