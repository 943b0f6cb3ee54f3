import { useQuery } from '@tanstack/react-query';
import { PaymentApi, type TBillingPeriod, type TPlan } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/** A paid plan's prices in cents for each billing period. */
export interface TPlanPrice {
  plan: Exclude<TPlan, 'free'>;
  currency: string;
  prices: Record<TBillingPeriod, number>;
}

export function getPlanPrices(): Promise<TPlanPrice[]> {
  // The plans read well without their prices; a public page does not raise an error the visitor cannot act on.
  return shortApiClient.get<TPlanPrice[]>(PaymentApi.userGradePrice, {}, { isQuiet: true });
}

export function usePlanPrices() {
  return useQuery({ queryKey: ['plan-prices'], queryFn: getPlanPrices, staleTime: Infinity });
}
