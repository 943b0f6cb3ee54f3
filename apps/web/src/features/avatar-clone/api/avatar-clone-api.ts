import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AvatarCloneAdminApi,
  AvatarCloneApi,
  PENDING_AVATAR_CLONE_STATES,
  UserApi,
  type TAvatarClone,
  type TAvatarClonePrice,
  type TAvatarCloneReviewItem,
  type TCloneReviewRequest,
  type TAvatarCloneUploadType,
  type TCloneVideoCheck,
  type TDigitalHuman,
  type TEnvelope,
  type TFastClonePermission,
  type TFileInfo,
  type TPage,
  type TSaveAvatarCloneRequest,
  type TUpdateAvatarCloneRequest,
} from '@orator/contracts';
import { apiClient, shortApiClient } from '../../../shared/api/clients';

/** SPEC 9 task polling: every 30 s while a clone is being worked on. */
export const CLONE_POLL_MS = 30_000;
const PAGE = { current: 1, size: 50 };

export const avatarClonesQueryKey = ['avatar-clones'] as const;
const reviewQueryKey = ['avatar-clone-review'] as const;

export function useAvatarClones() {
  return useQuery({
    queryKey: avatarClonesQueryKey,
    queryFn: () => shortApiClient.post<TPage<TAvatarClone>>(AvatarCloneApi.list, PAGE),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.records.some((clone) => PENDING_AVATAR_CLONE_STATES.includes(clone.status))
        ? CLONE_POLL_MS
        : false,
  });
}

export function useAvatarClone(id: number | undefined) {
  return useQuery({
    queryKey: [...avatarClonesQueryKey, id],
    queryFn: () => shortApiClient.get<TAvatarClone>(AvatarCloneApi.getInfoById, { id }),
    enabled: id !== undefined,
    refetchInterval: (query) =>
      query.state.data && PENDING_AVATAR_CLONE_STATES.includes(query.state.data.status) ? CLONE_POLL_MS : false,
  });
}

export function useClonePrice(uploadTypeId: TAvatarCloneUploadType) {
  return useQuery({
    queryKey: ['avatar-clone-price', uploadTypeId],
    queryFn: () => shortApiClient.get<TAvatarClonePrice>(AvatarCloneApi.serviceTotalPrice, { uploadTypeId }),
  });
}

export function useFastClonePermission() {
  return useQuery({
    queryKey: ['fast-clone-permission'],
    queryFn: () => shortApiClient.get<TFastClonePermission>(AvatarCloneApi.fastCloneIsPermissionSubmit),
  });
}

/** The user's finished clones as avatars (supportTypeId 101). */
export function useCloneAvatars() {
  return useQuery({
    queryKey: ['clone-avatars'],
    queryFn: () => shortApiClient.post<TDigitalHuman[]>(AvatarCloneApi.listClone),
  });
}

/**
 * Sends the video with its upload progress (0-100); the server stores it, judging its type by content. A
 * refusal is shown in the form, not as a toast.
 */
export function uploadCloneVideo(file: File, onProgress: (percent: number) => void): Promise<TFileInfo> {
  const form = new FormData();
  form.append('file', file);
  return apiClient.post<TFileInfo>(UserApi.uploadFile, form, {
    isQuiet: true,
    onUploadProgress: (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
  });
}

/** The server's check of the video (one frontal face, length, resolution); its refusal is shown in the form. */
export function checkCloneVideo(fileId: number): Promise<TCloneVideoCheck> {
  return apiClient.post<TCloneVideoCheck>(AvatarCloneApi.handleUploadCloneVideo, { fileId }, { isQuiet: true });
}

export function useSaveAvatarClone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TSaveAvatarCloneRequest) =>
      apiClient.post<TAvatarClone>(AvatarCloneApi.saveTask, request, { isQuiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: avatarClonesQueryKey }),
  });
}

export function useUpdateAvatarClone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TUpdateAvatarCloneRequest) =>
      apiClient.post<TAvatarClone>(AvatarCloneApi.updateInfoById, request, { isQuiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: avatarClonesQueryKey }),
  });
}

/** A 507 resolves with the envelope (SPEC 8): the caller offers K-coins. */
export function usePayAvatarClone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.post<TAvatarClone | TEnvelope>(AvatarCloneApi.pay, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: avatarClonesQueryKey }),
  });
}

export function useRenewAvatarClone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clone: Pick<TAvatarClone, 'id' | 'expireTime'>) =>
      apiClient.post<TAvatarClone | TEnvelope>(AvatarCloneApi.renew, { id: clone.id, expireTime: clone.expireTime }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: avatarClonesQueryKey }),
  });
}

export function useDeleteAvatarClones() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => apiClient.post<null>(AvatarCloneApi.cloneBatchDelete, { ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: avatarClonesQueryKey }),
  });
}

export function useAvatarReviewList() {
  return useQuery({
    queryKey: reviewQueryKey,
    queryFn: () => shortApiClient.post<TPage<TAvatarCloneReviewItem>>(AvatarCloneAdminApi.reviewList, PAGE),
    retry: false,
  });
}

export function useAvatarReviewDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TCloneReviewRequest) => apiClient.post<TAvatarClone>(AvatarCloneAdminApi.review, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewQueryKey }),
  });
}
