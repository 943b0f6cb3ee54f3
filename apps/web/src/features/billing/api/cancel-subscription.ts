import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PaymentApi } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { currentUserQueryKey } from '../../../shared/session/get-current-user';

/** Stops renewal; the plan runs on until its expiry (status 47). */
export function cancelSubscription(): Promise<null> {
  return shortApiClient.post<null>(PaymentApi.cancelSubscription);
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
