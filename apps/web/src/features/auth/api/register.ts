import { useMutation } from '@tanstack/react-query';
import { UserApi, type TRegisterRequest } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/** Creates an account that stays inactive until the e-mailed code is entered. */
export function register(body: TRegisterRequest): Promise<{ email: string }> {
  return shortApiClient.post<{ email: string }>(UserApi.register, body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
