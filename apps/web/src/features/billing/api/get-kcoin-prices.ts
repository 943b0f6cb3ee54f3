import { useQuery } from '@tanstack/react-query';
import { PaymentApi, type TKcoinPackageId } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/** A K-coin package as priced for this user: members pay `memberPriceCents`, everyone else `priceCents`. */
export interface TKcoinPrice {
  id: TKcoinPackageId;
  kcoins: number;
  currency: string;
  priceCents: number;
  memberPriceCents: number;
  payPriceCents: number;
}

export function getKcoinPrices(): Promise<TKcoinPrice[]> {
  return shortApiClient.get<TKcoinPrice[]>(PaymentApi.userMoneyPrice);
}

export function useKcoinPrices() {
  return useQuery({ queryKey: ['kcoin-prices'], queryFn: getKcoinPrices });
}
