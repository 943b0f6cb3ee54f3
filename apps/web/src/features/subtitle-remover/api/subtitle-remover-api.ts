import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  isTaskPending,
  SubtitleRemoverApi,
  Timer,
  type TEnvelope,
  type TPage,
  type TSubtitleBandSuggestion,
  type TSubtitleRemoverQuote,
  type TSubtitleRemoverSource,
  type TSubtitleRemoverSubmitRequest,
  type TSubtitleRemoverTask,
} from '@orator/contracts';
import { apiClient, shortApiClient } from '../../../shared/api/clients';
import { currentUserQueryKey } from '../../../shared/session/get-current-user';

const historyKey = [SubtitleRemoverApi.list] as const;

export const REMOVER_HISTORY_PAGE_SIZE = 10;
/** The removal on screen is followed closely; the history at the SPEC's task pace. */
export const REMOVER_POLL_MS = 2000;

interface TUploadVideo {
  file: File;
  /** 0-100 as the bytes leave the browser. */
  onProgress: (percent: number) => void;
}

/** Sends the video, judged by the server from its content; a refusal is shown beside the picker, not as a toast. */
export function useUploadRemoverVideo() {
  return useMutation({
    mutationFn: ({ file, onProgress }: TUploadVideo) => {
      const form = new FormData();
      form.append('file', file);
      return apiClient.post<TSubtitleRemoverSource>(SubtitleRemoverApi.uploadVideo, form, {
        isQuiet: true,
        onUploadProgress: (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
      });
    },
  });
}

/** Where the captions seem to be; found once per upload on the server. */
export function useBandSuggestion(fileId: number | undefined) {
  return useQuery({
    queryKey: [SubtitleRemoverApi.suggestBand, fileId],
    queryFn: () =>
      apiClient.get<TSubtitleBandSuggestion>(SubtitleRemoverApi.suggestBand, { fileId }, { isQuiet: true }),
    enabled: fileId !== undefined,
    staleTime: Infinity,
  });
}

export function useRemoverQuote(fileId: number | undefined) {
  return useQuery({
    queryKey: [SubtitleRemoverApi.quote, fileId],
    queryFn: () => shortApiClient.post<TSubtitleRemoverQuote>(SubtitleRemoverApi.quote, { fileId }, { isQuiet: true }),
    enabled: fileId !== undefined,
  });
}

/** The queued removal, or the whole envelope of a 507 refusal (SPEC 8) for the page to handle. */
export function useSubmitRemoval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TSubtitleRemoverSubmitRequest) =>
      apiClient.post<TSubtitleRemoverTask | TEnvelope>(SubtitleRemoverApi.submit, request, { isQuiet: true }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: historyKey }),
        queryClient.invalidateQueries({ queryKey: [SubtitleRemoverApi.quote] }),
        // The held K-coins leave the balance at once.
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]),
  });
}

/** The removal on screen, followed while it runs; once settled, the history and balance are read again. */
export function useRemovalDetail(id: number | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [SubtitleRemoverApi.detail, id],
    queryFn: async () => {
      const task = await shortApiClient.get<TSubtitleRemoverTask>(SubtitleRemoverApi.detail, { id }, { isQuiet: true });
      if (!isTaskPending(task.taskStatusTypeId)) {
        void queryClient.invalidateQueries({ queryKey: historyKey });
        // A failed removal gives its K-coins back.
        void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      }
      return task;
    },
    enabled: id !== undefined,
    refetchInterval: (query) =>
      !query.state.data || isTaskPending(query.state.data.taskStatusTypeId) ? REMOVER_POLL_MS : false,
  });
}

export function useRemovalHistory(current: number) {
  return useQuery({
    queryKey: [...historyKey, current],
    queryFn: ({ signal }) =>
      shortApiClient.post<TPage<TSubtitleRemoverTask>>(
        SubtitleRemoverApi.list,
        { current, size: REMOVER_HISTORY_PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.records.some((task) => isTaskPending(task.taskStatusTypeId)) ? Timer.taskPollPendingMs : false,
  });
}

export function useDeleteRemovals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => shortApiClient.post<null>(SubtitleRemoverApi.taskBatchDelete, { ids }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: historyKey }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]),
  });
}
