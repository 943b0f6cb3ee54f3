import { useMutation } from '@tanstack/react-query';
import { UserApi, type TSendLoginCodeRequest } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/** Texts a sign-in code to the phone. */
export function sendLoginCode(body: TSendLoginCodeRequest): Promise<void> {
  return shortApiClient.post<void>(UserApi.loginSendCode, body);
}

export function useSendLoginCode() {
  return useMutation({ mutationFn: sendLoginCode });
}
