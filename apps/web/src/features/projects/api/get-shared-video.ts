import { useQuery } from '@tanstack/react-query';
import { TaskApi, type TSharedVideo } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/**
 * A video shared by its owner, for anyone with the link. A link that leads nowhere (sharing turned off, a
 * mistyped token) is the page's not-found state, not an error toast.
 */
export function getSharedVideo(token: string, signal?: AbortSignal): Promise<TSharedVideo> {
  return shortApiClient.get<TSharedVideo>(TaskApi.sharedVideo, { token }, { signal, isQuiet: true });
}

export function useSharedVideo(token: string) {
  return useQuery({
    queryKey: [TaskApi.sharedVideo, token],
    queryFn: ({ signal }) => getSharedVideo(token, signal),
  });
}
