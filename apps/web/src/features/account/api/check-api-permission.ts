import { useQuery } from '@tanstack/react-query';
import { UserApi, type TPlan } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/** Whether the account's plan lets its API tokens call the API (Pro and Enterprise, API-NOTES). */
export interface TApiPermission {
  hasPermission: boolean;
  plan: TPlan;
}

export const apiPermissionQueryKey = ['api-permission'];

export function checkApiPermission(): Promise<TApiPermission> {
  return shortApiClient.get<TApiPermission>(UserApi.checkApiPermission);
}

export function useApiPermission() {
  return useQuery({ queryKey: apiPermissionQueryKey, queryFn: checkApiPermission });
}
