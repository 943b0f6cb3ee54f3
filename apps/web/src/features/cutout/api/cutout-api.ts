import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CutoutApi,
  FileSource,
  UserApi,
  type TCutout,
  type TCutoutComposeRequest,
  type TCutoutComposition,
  type TCutoutDefaults,
  type TCutoutPermission,
  type TFileInfo,
} from '@orator/contracts';
import { apiClient } from '../../../shared/api/clients';
import { useRefreshCurrentUser } from '../../../shared/session/get-current-user';

const permissionKey = [CutoutApi.isPermissionSubmit];

export function useCutoutDefaults() {
  return useQuery({
    queryKey: [CutoutApi.queryDefault],
    queryFn: () => apiClient.get<TCutoutDefaults>(CutoutApi.queryDefault),
    staleTime: Infinity,
  });
}

/** Free uses left, membership and the price of the next cutout. */
export function useCutoutPermission() {
  return useQuery({
    queryKey: permissionKey,
    queryFn: () => apiClient.get<TCutoutPermission>(CutoutApi.isPermissionSubmit),
  });
}

/** A photo to cut out or to place a cutout on; refusals show on the photo's card, not as a toast. */
export function uploadCutoutImage(file: File): Promise<TFileInfo> {
  const form = new FormData();
  form.append('source', String(FileSource.CutoutImage));
  form.append('file', file);
  return apiClient.post<TFileInfo>(UserApi.uploadFile, form, { isQuiet: true });
}

export function useCutOut() {
  const queryClient = useQueryClient();
  const refreshUser = useRefreshCurrentUser();
  return useMutation({
    mutationFn: (fileId: number) => apiClient.post<TCutout>(CutoutApi.pixianV2, { fileId }, { isQuiet: true }),
    // A paid cutout leaves the header's K-coin balance as well as the allowance line.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: permissionKey }), refreshUser()]),
  });
}

export function useComposeCutout() {
  return useMutation({
    mutationFn: (request: TCutoutComposeRequest) =>
      apiClient.post<TCutoutComposition>(CutoutApi.compose, request, { isQuiet: true }),
  });
}
