import { useMutation } from '@tanstack/react-query';
import { UserApi, type TLoginResult, type TRegisterActiveRequest } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/** Activates a new account with its e-mailed code and signs it in. */
export function activateAccount(body: TRegisterActiveRequest): Promise<TLoginResult> {
  return shortApiClient.post<TLoginResult>(UserApi.registerActive, body);
}

export function useActivateAccount() {
  return useMutation({ mutationFn: activateAccount });
}
