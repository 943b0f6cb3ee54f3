import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { UserApi } from '@orator/contracts';
import { apiClient } from '../api/clients';
import { AppPath } from '../lib/app-paths';
import { clearSession } from '../storage/session-credentials';

/** Revokes the session on the server. */
export function logout(): Promise<void> {
  return apiClient.post<void>(UserApi.logout);
}

/** Whatever the server answers, this browser forgets the session and shows the login page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      // A user fetch still in flight would otherwise write the account back after it was forgotten.
      await queryClient.cancelQueries();
      clearSession();
      await navigate(AppPath.Login, { replace: true });
      // Only now have the pages of the ended session unmounted, so none refetches what is dropped.
      queryClient.clear();
    },
  });
}
