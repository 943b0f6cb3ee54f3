import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SavedVoiceApi,
  type TSavedVoice,
  type TSaveVoiceRequest,
  type TUpdateSavedVoiceRequest,
} from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

export const savedVoicesQueryKey = ['saved-voices'] as const;

export function getSavedVoices(): Promise<TSavedVoice[]> {
  return shortApiClient.post<TSavedVoice[]>(SavedVoiceApi.list);
}

/** The user's saved voices, newest first. */
export function useSavedVoices({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: savedVoicesQueryKey, queryFn: getSavedVoices, enabled });
}

function useSavedVoiceMutation<TRequest, TResult>(call: (request: TRequest) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedVoicesQueryKey }),
  });
}

export function useSaveVoice() {
  return useSavedVoiceMutation((request: TSaveVoiceRequest) =>
    shortApiClient.post<TSavedVoice>(SavedVoiceApi.save, request),
  );
}

export function useUpdateSavedVoice() {
  return useSavedVoiceMutation((request: TUpdateSavedVoiceRequest) =>
    shortApiClient.post<TSavedVoice>(SavedVoiceApi.update, request),
  );
}

export function useDeleteSavedVoice() {
  return useSavedVoiceMutation((id: number) => shortApiClient.post<null>(SavedVoiceApi.delete, { id }));
}
