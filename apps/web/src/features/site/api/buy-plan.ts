import { useMutation } from '@tanstack/react-query';
import { PaymentApi, type TBillingPeriod, type TCheckout, type TPlan } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

export interface TBuyPlanRequest {
  plan: Exclude<TPlan, 'free'>;
  period: TBillingPeriod;
}

/** Opens an order for a plan; the browser then goes to `payUrl` to pay. */
export function buyPlan(body: TBuyPlanRequest): Promise<TCheckout> {
  return shortApiClient.post<TCheckout>(PaymentApi.buyUserGradeV2, body);
}

export function useBuyPlan() {
  return useMutation({ mutationFn: buyPlan });
}
