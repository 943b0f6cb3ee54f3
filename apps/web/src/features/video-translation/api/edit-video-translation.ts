import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  VideoTranslationApi,
  type TEnvelope,
  type TRegenerateSentenceRequest,
  type TSaveSentencesRequest,
  type TTranscribeRequest,
  type TTranslateTaskRequest,
  type TVideoTranslationSubmitRequest,
  type TVideoTranslationTask,
} from '@orator/contracts';
import { apiClient, shortApiClient } from '../../../shared/api/clients';
import { videoTranslationQueryKey } from './get-video-translation';
import { videoTranslationListQueryKey } from './get-video-translations';

/** Each step answers with the task as it now stands, which the studio shows at once. */
function useTaskStep<TRequest>(path: string, options: { isQuiet?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TRequest) => shortApiClient.post<TVideoTranslationTask>(path, request, options),
    onSuccess: (task) => {
      queryClient.setQueryData(videoTranslationQueryKey(task.id), task);
      return queryClient.invalidateQueries({ queryKey: videoTranslationListQueryKey });
    },
  });
}

/** The confirmed language, with the user's own transcript or subtitles; a refusal shows beside the form. */
export const useTranscribe = () => useTaskStep<TTranscribeRequest>(VideoTranslationApi.transcribe, { isQuiet: true });

/** The autosave runs while the user types: a failure shows beside the list, not as a toast. */
export const useSaveSentences = () =>
  useTaskStep<TSaveSentencesRequest>(VideoTranslationApi.saveSentences, { isQuiet: true });

export const useTranslateTask = () => useTaskStep<TTranslateTaskRequest>(VideoTranslationApi.translate);

export const useRegenerateSentence = () =>
  useTaskStep<TRegenerateSentenceRequest>(VideoTranslationApi.regenerateSentence);

/** The task now rendering, or the whole envelope of a 505/507/515 refusal (SPEC 8), for the page to handle. */
export function useSubmitVideoTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TVideoTranslationSubmitRequest) =>
      apiClient.post<TVideoTranslationTask | TEnvelope>(VideoTranslationApi.submit, request),
    onSuccess: (result) => {
      if ('stage' in result) queryClient.setQueryData(videoTranslationQueryKey(result.id), result);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: videoTranslationListQueryKey }),
        queryClient.invalidateQueries({ queryKey: [VideoTranslationApi.quote] }),
      ]);
    },
  });
}
