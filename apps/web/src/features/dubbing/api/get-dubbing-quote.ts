import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DubbingApi, type TDubbingQuote, type TDubbingQuoteRequest, type TEnvelope } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/**
 * What the text would cost and whether it can be submitted now. Off while there is nothing to say. It
 * follows the typing, so a refusal (a bad pause, a member-only voice as the 505 envelope) is not toasted:
 * the page shows it beside the price.
 */
export function useDubbingQuote(request: TDubbingQuoteRequest | undefined) {
  return useQuery({
    queryKey: [DubbingApi.queryCanSaveText2SpeechTask, request],
    queryFn: ({ signal }) =>
      shortApiClient.post<TDubbingQuote | TEnvelope>(DubbingApi.queryCanSaveText2SpeechTask, request, {
        signal,
        isQuiet: true,
      }),
    enabled: request !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
