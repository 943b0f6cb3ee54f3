import { useQuery } from '@tanstack/react-query';
import { SystemApi, type TCatalogueSummary } from '@orator/contracts';
import { shortApiClient } from '../api/clients';

/**
 * The sizes of this installation's catalogue, for every number the app shows about it. Quiet: a page reads
 * well without the numbers, so a failure shows the texts that name none rather than an error.
 */
export function getCatalogueSummary(signal?: AbortSignal): Promise<TCatalogueSummary> {
  return shortApiClient.get<TCatalogueSummary>(SystemApi.catalogueSummary, undefined, { signal, isQuiet: true });
}

/** The catalogue changes only when the server restarts: fetched once per visit. */
export function useCatalogueSummary() {
  return useQuery({
    queryKey: [SystemApi.catalogueSummary],
    queryFn: ({ signal }) => getCatalogueSummary(signal),
    staleTime: Infinity,
    retry: false,
  });
}
