import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserApi, type TUpdateUserInfoRequest, type TUserInfo } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { currentUserQueryKey } from '../../../shared/session/get-current-user';
import { writeUserInfo } from '../../../shared/storage/local-values';

/** Answers with the whole updated account. */
export function updateUserInfo(body: TUpdateUserInfoRequest): Promise<TUserInfo> {
  return shortApiClient.post<TUserInfo>(UserApi.updateUserInfo, body);
}

/** Every page reads the account from the current-user query and its cached copy; both take the new one. */
export function useUpdateUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserInfo,
    onSuccess: (user) => {
      writeUserInfo(user);
      queryClient.setQueryData(currentUserQueryKey, user);
    },
  });
}
