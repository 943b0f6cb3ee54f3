import { useQuery } from '@tanstack/react-query';
import { ShowcaseApi, type TShowcaseExample } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/**
 * The examples this installation made of itself (GET showcase list). Quiet: a page reads well without them, so a
 * failure shows none rather than an error.
 */
export function getShowcase(signal?: AbortSignal): Promise<TShowcaseExample[]> {
  return shortApiClient.get<TShowcaseExample[]>(ShowcaseApi.list, undefined, { signal, isQuiet: true });
}

/** Made once per installation, a few at first start: fetched once per visit, like the catalogue summary. */
export function useShowcase() {
  return useQuery({
    queryKey: [ShowcaseApi.list],
    queryFn: ({ signal }) => getShowcase(signal),
    staleTime: Infinity,
    retry: false,
  });
}
