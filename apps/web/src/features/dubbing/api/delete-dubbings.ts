import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DubbingApi } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { dubbingListQueryKey } from './get-dubbing-list';

export function useDeleteDubbings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => shortApiClient.post<null>(DubbingApi.delete, { ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dubbingListQueryKey }),
  });
}
