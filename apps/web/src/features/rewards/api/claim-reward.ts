import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RewardsApi } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { currentUserQueryKey } from '../../../shared/session/get-current-user';
import { invitationsQueryKey } from './get-invitations';
import { rewardTasksQueryKey } from './get-reward-tasks';

export type TClaimableTask = 'profile' | 'comment' | 'invite';

export function claimReward(task: TClaimableTask): Promise<{ kcoins: number }> {
  return shortApiClient.post<{ kcoins: number }>(RewardsApi.claim, { task });
}

export function useClaimReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimReward,
    onSuccess: async () => {
      await Promise.all(
        [rewardTasksQueryKey, invitationsQueryKey, currentUserQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
