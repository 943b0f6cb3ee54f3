import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PaymentApi, type TKcoinRecord, type TPage } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import type { TPageRequest } from './order-range';

export const kcoinRecordsQueryKey = ['kcoin-records'] as const;

export function getKcoinRecords(request: TPageRequest): Promise<TPage<TKcoinRecord>> {
  return shortApiClient.post<TPage<TKcoinRecord>>(PaymentApi.kcoinRecords, request);
}

export function useKcoinRecords(request: TPageRequest) {
  return useQuery({
    queryKey: [...kcoinRecordsQueryKey, request],
    queryFn: () => getKcoinRecords(request),
    placeholderData: keepPreviousData,
  });
}
