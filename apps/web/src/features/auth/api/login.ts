import { useMutation } from '@tanstack/react-query';
import { UserApi, type TLoginRequest, type TLoginResult } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

export function login(body: TLoginRequest): Promise<TLoginResult> {
  return shortApiClient.post<TLoginResult>(UserApi.login, body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
