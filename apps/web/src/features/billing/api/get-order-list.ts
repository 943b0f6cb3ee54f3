import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PaymentApi, type TOrder, type TPage } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import type { TPageRequest } from './order-range';

export const orderListQueryKey = ['orders'] as const;

export function getOrderList(request: TPageRequest): Promise<TPage<TOrder>> {
  return shortApiClient.post<TPage<TOrder>>(PaymentApi.orderList, request);
}

export function useOrderList(request: TPageRequest) {
  return useQuery({
    queryKey: [...orderListQueryKey, request],
    queryFn: () => getOrderList(request),
    placeholderData: keepPreviousData,
  });
}
