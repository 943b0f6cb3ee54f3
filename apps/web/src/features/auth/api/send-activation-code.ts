import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { UserApi, type ZSendRegisterCodeQuery } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

export type TSendActivationCodeQuery = z.infer<typeof ZSendRegisterCodeQuery>;

/** E-mails a fresh activation code (GET, SPEC 7). */
export function sendActivationCode(query: TSendActivationCodeQuery): Promise<void> {
  return shortApiClient.get<void>(UserApi.registerSendCode, query);
}

export function useSendActivationCode() {
  return useMutation({ mutationFn: sendActivationCode });
}
