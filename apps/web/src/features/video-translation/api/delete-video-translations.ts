import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VideoTranslationApi } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { videoTranslationListQueryKey } from './get-video-translations';

export function useDeleteVideoTranslations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => shortApiClient.post<null>(VideoTranslationApi.delete, { ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoTranslationListQueryKey }),
  });
}
