import { useMutation } from '@tanstack/react-query';
import { UserApi, type TForgetPasswordRequest } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/** E-mails a code that allows setting a new password. */
export function forgetPassword(body: TForgetPasswordRequest): Promise<void> {
  return shortApiClient.post<void>(UserApi.forgetPassword, body);
}

export function useForgetPassword() {
  return useMutation({ mutationFn: forgetPassword });
}
