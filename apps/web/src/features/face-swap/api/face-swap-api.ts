import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FaceSwapApi,
  FileSource,
  UserApi,
  type TEnvelope,
  type TFaceSwapFace,
  type TFaceSwapMode,
  type TFaceSwapPermission,
  type TFaceSwapPreview,
  type TFaceSwapPreviewRequest,
  type TFaceSwapSaveRequest,
  type TFaceSwapTask,
  type TFileInfo,
  type TPage,
} from '@orator/contracts';
import { apiClient, shortApiClient } from '../../../shared/api/clients';
import type { TRequestOptions } from '../../../shared/api/create-api-client';
import { isEnvelope } from '../../../shared/api/envelope';
import { currentUserQueryKey } from '../../../shared/session/get-current-user';
import { isFaceChecking, isTaskWorking } from '../face-swap-rules';

/** A check takes a second or two, a transcode and analysis seconds to minutes: the page follows them closely. */
export const FACE_SWAP_POLL_MS = 2000;
export const FACE_SWAP_HISTORY_PAGE_SIZE = 10;

const facesKey = [FaceSwapApi.avatarList] as const;
const historyKey = [FaceSwapApi.list] as const;
export const faceSwapTaskKey = (id: number) => [FaceSwapApi.taskInfo, id] as const;

/** Quiet request options that report 0-100 as the bytes leave the browser. */
function withProgress(onProgress: (percent: number) => void): TRequestOptions {
  return {
    isQuiet: true,
    onUploadProgress: (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
  };
}

/** The face library, read again every few seconds while a photo is being checked. */
export function useFaceLibrary() {
  return useQuery({
    queryKey: facesKey,
    queryFn: () => shortApiClient.get<TFaceSwapFace[]>(FaceSwapApi.avatarList),
    refetchInterval: (query) => (query.state.data?.some(isFaceChecking) ? FACE_SWAP_POLL_MS : false),
  });
}

interface TAddFace {
  file: File;
  onProgress: (percent: number) => void;
}

/** Uploads a photo, then puts it in the library, where its check starts; refusals show beside the library. */
export function useAddFace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, onProgress }: TAddFace) => {
      const form = new FormData();
      form.append('source', String(FileSource.FaceSwapFace));
      form.append('file', file);
      const uploaded = await apiClient.post<TFileInfo>(UserApi.uploadFile, form, withProgress(onProgress));
      return apiClient.post<TFaceSwapFace>(
        FaceSwapApi.avatarCheckFace,
        { fileId: uploaded.id, name: file.name.replace(/\.[^.]+$/, '').slice(0, 60) },
        { isQuiet: true },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: facesKey }),
  });
}

export function useDeleteFaces() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => apiClient.post<null>(FaceSwapApi.avatarDel, { ids }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: facesKey }),
  });
}

interface TUploadVideo {
  file: File;
  mode: TFaceSwapMode;
  /** 0-100 as the bytes leave the browser. */
  onProgress: (percent: number) => void;
}

/** Sends the video; the server's refusal (size for the plan, length, format) is shown beside the picker. */
export function useUploadFaceSwapVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mode, onProgress }: TUploadVideo) => {
      const form = new FormData();
      // The server reads the fields that come before the file.
      form.append('mode', mode);
      form.append('file', file);
      return apiClient.post<TFaceSwapTask>(FaceSwapApi.uploadVideo, form, withProgress(onProgress));
    },
    onSuccess: (task) => {
      queryClient.setQueryData(faceSwapTaskKey(task.id), task);
      return queryClient.invalidateQueries({ queryKey: historyKey });
    },
  });
}

/** One task, followed while the server works on it (transcoding, analysing, rendering). */
export function useFaceSwapTask(id: number | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: faceSwapTaskKey(id ?? 0),
    queryFn: async ({ signal }) => {
      const task = await shortApiClient.get<TFaceSwapTask>(FaceSwapApi.taskInfo, { id }, { signal, isQuiet: true });
      if (!isTaskWorking(task)) void queryClient.invalidateQueries({ queryKey: historyKey });
      return task;
    },
    enabled: id !== undefined,
    retry: false,
    refetchInterval: (query) => (query.state.data && isTaskWorking(query.state.data) ? FACE_SWAP_POLL_MS : false),
  });
}

/** What submitting would cost and whether the plan allows it now. */
export function useFaceSwapPermission(mode: TFaceSwapMode, id: number | undefined) {
  return useQuery({
    queryKey: [FaceSwapApi.isPermissionSubmit, mode, id ?? null],
    queryFn: () =>
      shortApiClient.get<TFaceSwapPermission>(
        FaceSwapApi.isPermissionSubmit,
        id === undefined ? { mode } : { mode, id },
      ),
  });
}

export function usePreview() {
  return useMutation({
    mutationFn: (request: TFaceSwapPreviewRequest) =>
      apiClient.post<TFaceSwapPreview>(FaceSwapApi.preview, request, { isQuiet: true }),
  });
}

/** The submitted task, or the whole envelope of a 505/507/515 refusal (SPEC 8) for the page to handle. */
export function useSubmitFaceSwap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TFaceSwapSaveRequest) =>
      apiClient.post<TFaceSwapTask | TEnvelope>(FaceSwapApi.taskSave, request, { isQuiet: true }),
    onSuccess: (result) => {
      // The submitted task is what the page shows next, and its polling starts from it.
      if (!isEnvelope(result)) queryClient.setQueryData(faceSwapTaskKey(result.id), result);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: historyKey }),
        queryClient.invalidateQueries({ queryKey: [FaceSwapApi.isPermissionSubmit] }),
        // The held K-coins leave the balance at once.
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]),
  });
}

/** The user's face swaps, newest first; followed while any of them is being worked on. */
export function useFaceSwapHistory(page: number) {
  return useQuery({
    queryKey: [...historyKey, page],
    queryFn: () =>
      shortApiClient.post<TPage<TFaceSwapTask>>(FaceSwapApi.list, {
        current: page,
        size: FACE_SWAP_HISTORY_PAGE_SIZE,
      }),
    refetchInterval: (query) => (query.state.data?.records.some(isTaskWorking) ? FACE_SWAP_POLL_MS * 5 : false),
  });
}

export function useDeleteFaceSwaps() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => apiClient.post<null>(FaceSwapApi.taskBatchDelete, { ids }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: historyKey }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]),
  });
}
