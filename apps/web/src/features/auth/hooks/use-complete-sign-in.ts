import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { TLoginResult } from '@orator/contracts';
import { redirectTargetFrom } from '../../../shared/lib/app-paths';
import { currentUserQueryKey } from '../../../shared/session/get-current-user';
import { saveSession } from '../../../shared/storage/session-credentials';
import { dismissToasts } from '../../../shared/ui/toast';

/**
 * SPEC 4: keep the token and the user, then go where the visitor was headed (the workbench by default). The
 * refusal of an earlier attempt no longer applies, so its toast does not follow the user there.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  return async (result: TLoginResult) => {
    saveSession(result);
    dismissToasts();
    queryClient.setQueryData(currentUserQueryKey, result.userInfo);
    await navigate(redirectTargetFrom(search), { replace: true });
  };
}
