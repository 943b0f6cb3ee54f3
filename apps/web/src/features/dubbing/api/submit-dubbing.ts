import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DubbingApi, type TDubbingTask, type TEnvelope, type TTextToSpeechRequest } from '@orator/contracts';
import { apiClient } from '../../../shared/api/clients';
import { dubbingListQueryKey } from './get-dubbing-list';

/** The new dubbing, or the whole envelope of a 505/507/515 refusal (SPEC 8), for the page to handle. */
export function submitDubbing(request: TTextToSpeechRequest): Promise<TDubbingTask | TEnvelope> {
  return apiClient.post<TDubbingTask | TEnvelope>(DubbingApi.textToSpeech, request);
}

export function useSubmitDubbing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitDubbing,
    // The held K-coins leave the balance the quote shows too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dubbingListQueryKey }),
        queryClient.invalidateQueries({ queryKey: [DubbingApi.queryCanSaveText2SpeechTask] }),
      ]),
  });
}
