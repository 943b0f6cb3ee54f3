import { useQuery } from '@tanstack/react-query';
import { AvatarCloneApi, type TAvatarClone, type TPage } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/** The user's avatar clones in every state, newest first. */
export function useAvatarCloneList() {
  return useQuery({
    queryKey: [AvatarCloneApi.list],
    queryFn: ({ signal }) =>
      shortApiClient.post<TPage<TAvatarClone>>(AvatarCloneApi.list, { current: 1, size: 50 }, { signal }),
  });
}
