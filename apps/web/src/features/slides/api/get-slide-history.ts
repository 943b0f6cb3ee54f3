import { useQuery } from '@tanstack/react-query';
import { SlidesApi, type TPage, type TSlideHistoryRecord } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

export const slideHistoryQueryKey = [SlidesApi.historyRecord] as const;
/** The studio offers the latest imports for reuse. */
const HISTORY_SIZE = 12;

export function useSlideHistory() {
  return useQuery({
    queryKey: slideHistoryQueryKey,
    queryFn: ({ signal }) =>
      shortApiClient.post<TPage<TSlideHistoryRecord>>(
        SlidesApi.historyRecord,
        { current: 1, size: HISTORY_SIZE },
        { signal },
      ),
  });
}
