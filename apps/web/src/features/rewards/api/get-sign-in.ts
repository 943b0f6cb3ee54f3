import { useQuery } from '@tanstack/react-query';
import { SignInApi } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { browserTimeZone } from '../../../shared/lib/checkout';

/** SPEC 3 "Sign-in info": today's state in the user's own calendar day, the streak and today's gift. */
export interface TSignInInfo {
  isTodaySignIn: boolean;
  isTodaySignInVideo: boolean;
  signInGiftMoney: number;
  signInNumber: number;
}

export const signInQueryKey = ['sign-in'] as const;

export function getSignIn(): Promise<TSignInInfo> {
  return shortApiClient.post<TSignInInfo>(SignInApi.getUserSignIn, { timeZone: browserTimeZone() });
}

export function useSignIn() {
  return useQuery({ queryKey: signInQueryKey, queryFn: getSignIn });
}
