import { useQuery } from '@tanstack/react-query';
import { AvatarCloneApi, type TDigitalHuman } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/** The user's finished avatar clones (support type 101), ready to speak. */
export function useCloneAvatars() {
  return useQuery({
    queryKey: ['clone-avatars'],
    queryFn: () => shortApiClient.post<TDigitalHuman[]>(AvatarCloneApi.listClone, {}),
  });
}
