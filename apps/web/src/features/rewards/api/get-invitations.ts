import { useQuery } from '@tanstack/react-query';
import { RewardsApi } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/** People who signed up with the user's invite link and activated, and what the user earned from them. */
export interface TInvitations {
  invitees: { nickname: string; joinTime: string }[];
  earnedKcoins: number;
}

export const invitationsQueryKey = ['invitations'] as const;

export function getInvitations(): Promise<TInvitations> {
  return shortApiClient.get<TInvitations>(RewardsApi.invitations);
}

export function useInvitations() {
  return useQuery({ queryKey: invitationsQueryKey, queryFn: getInvitations });
}
