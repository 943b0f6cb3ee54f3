import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SlidesApi } from '@orator/contracts';
import { apiClient } from '../../../shared/api/clients';
import { slideHistoryQueryKey } from './get-slide-history';

export function useDeleteSlideImports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => apiClient.post<null>(SlidesApi.delete, { ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: slideHistoryQueryKey }),
  });
}
