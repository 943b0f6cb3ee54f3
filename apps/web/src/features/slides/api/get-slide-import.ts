import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isTaskPending, SlidesApi, type TSlideImportProgress } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { slideHistoryQueryKey } from './get-slide-history';

/** A deck takes a few seconds to a minute: the open import is checked every second until it settles. */
export const SLIDE_IMPORT_POLL_MS = 1000;

export const slideImportQueryKey = (id: number) => [SlidesApi.getProgress, id] as const;

export function useSlideImport(id: number | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: slideImportQueryKey(id ?? 0),
    queryFn: async ({ signal }) => {
      const progress = await shortApiClient.get<TSlideImportProgress>(SlidesApi.getProgress, { id }, { signal });
      if (!isTaskPending(progress.status)) void queryClient.invalidateQueries({ queryKey: slideHistoryQueryKey });
      return progress;
    },
    enabled: id !== undefined,
    refetchInterval: (query) =>
      query.state.data && !isTaskPending(query.state.data.status) ? false : SLIDE_IMPORT_POLL_MS,
  });
}
