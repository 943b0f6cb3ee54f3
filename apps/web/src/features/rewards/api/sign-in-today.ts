import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SignInApi } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { browserTimeZone } from '../../../shared/lib/checkout';
import { currentUserQueryKey } from '../../../shared/session/get-current-user';
import { signInQueryKey, type TSignInInfo } from './get-sign-in';
import { rewardTasksQueryKey } from './get-reward-tasks';
import { grandTotalQueryKey } from './get-grand-total';

/** Answers with the gift credited now: 0 when today was already signed. */
export function signInToday(): Promise<Omit<TSignInInfo, 'isTodaySignInVideo'>> {
  return shortApiClient.post(SignInApi.signInToday, { timeZone: browserTimeZone() });
}

export function useSignInToday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInToday,
    onSuccess: async () => {
      await Promise.all(
        [signInQueryKey, rewardTasksQueryKey, grandTotalQueryKey, currentUserQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
