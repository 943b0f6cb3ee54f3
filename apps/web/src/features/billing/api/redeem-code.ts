import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RewardsApi } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { currentUserQueryKey } from '../../../shared/session/get-current-user';
import { kcoinRecordsQueryKey } from './get-kcoin-records';

/** K-coin exchange: a redemption code credits its K-coins at once. */
export function redeemCode(code: string): Promise<{ kcoins: number }> {
  return shortApiClient.post<{ kcoins: number }>(RewardsApi.redeem, { code });
}

export function useRedeemCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemCode,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      await queryClient.invalidateQueries({ queryKey: kcoinRecordsQueryKey });
    },
  });
}
