import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  VideoTranslationApi,
  type TEnvelope,
  type TVideoTranslationQuote,
  type TVideoTranslationSubmitRequest,
} from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/**
 * What submitting would cost and whether it can be submitted now. It follows the settings, so a refusal
 * is not toasted: the settings show it beside the price.
 */
export function useVideoTranslationQuote(request: TVideoTranslationSubmitRequest | undefined) {
  return useQuery({
    queryKey: [VideoTranslationApi.quote, request],
    queryFn: ({ signal }) =>
      shortApiClient.post<TVideoTranslationQuote | TEnvelope>(VideoTranslationApi.quote, request, {
        signal,
        isQuiet: true,
      }),
    enabled: request !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
