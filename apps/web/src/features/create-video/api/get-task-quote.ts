import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TaskApi, type TSaveTaskRequest, type TTaskQuote } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

export type TQuoteRequest = Pick<
  TSaveTaskRequest,
  'inputMode' | 'copyContent' | 'audioFileId' | 'slides' | 'speech' | 'digitalHumanId'
>;

/** Asked in the background while the user edits: a refusal must not interrupt them with a toast. */
export function getTaskQuote(request: TQuoteRequest): Promise<TTaskQuote> {
  return shortApiClient.post<TTaskQuote>(TaskApi.quote, request, { isQuiet: true });
}

/** The price the server will charge, and whether this video is one of the free trials; off while incomplete. */
export function useTaskQuote(request: TQuoteRequest | undefined) {
  return useQuery({
    queryKey: ['task-quote', request],
    queryFn: () => getTaskQuote(request!),
    enabled: request !== undefined,
    placeholderData: keepPreviousData,
  });
}
