import { useQuery } from '@tanstack/react-query';
import { PaymentApi, type TOrder } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/** A card payment may be confirmed by the provider a moment after the browser is back: ask again meanwhile. */
const PENDING_POLL_MS = 3000;

export function getOrderDetail(orderNo: string): Promise<TOrder> {
  return shortApiClient.get<TOrder>(PaymentApi.paymentDetail, { orderNo });
}

export function useOrderDetail(orderNo: string | undefined, { isPolledWhilePending = false } = {}) {
  return useQuery({
    queryKey: ['order', orderNo],
    queryFn: () => getOrderDetail(orderNo!),
    enabled: Boolean(orderNo),
    refetchInterval: (query) =>
      isPolledWhilePending && query.state.data?.status === 'pending' ? PENDING_POLL_MS : false,
  });
}
