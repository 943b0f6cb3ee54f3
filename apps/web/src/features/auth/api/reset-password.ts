import { useMutation } from '@tanstack/react-query';
import { UserApi, type TResetPasswordRequest } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

export function resetPassword(body: TResetPasswordRequest): Promise<void> {
  return shortApiClient.post<void>(UserApi.resetPassword, body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
