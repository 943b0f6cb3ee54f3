import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DubbingApi, type TDubbingTask, type TUpdateSubtitleByFontSizeRequest } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { dubbingListQueryKey } from './get-dubbing-list';

/** Re-cuts a finished dubbing's subtitle lines for a font size; the answer names the new SRT. */
export function useUpdateSubtitleFontSize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TUpdateSubtitleByFontSizeRequest) =>
      shortApiClient.post<TDubbingTask>(DubbingApi.updateSubtitleByFontSize, request),
    onSuccess: (task) => {
      queryClient.setQueryData([DubbingApi.detail, task.id], task);
      return queryClient.invalidateQueries({ queryKey: dubbingListQueryKey });
    },
  });
}
