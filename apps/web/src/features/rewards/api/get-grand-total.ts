import { useQuery } from '@tanstack/react-query';
import { SignInApi } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/** SPEC 3 "Sign-in totals": K-coins given by sign-ins, people who signed in, and members. */
export interface TGrandTotal {
  totalKCoins: number;
  totalPeople: number;
  totalVip: number;
}

export const grandTotalQueryKey = ['sign-in-totals'] as const;

export function getGrandTotal(): Promise<TGrandTotal> {
  return shortApiClient.post<TGrandTotal>(SignInApi.getGrandTotalData);
}

export function useGrandTotal() {
  return useQuery({ queryKey: grandTotalQueryKey, queryFn: getGrandTotal });
}
