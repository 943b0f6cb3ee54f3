import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AiPhotoApi,
  FileSource,
  isTaskPending,
  Timer,
  UserApi,
  type TAiPhotoDefaults,
  type TAiPhotoGenerateRequest,
  type TAiPhotoKeywords,
  type TAiPhotoPermission,
  type TAiPhotoTask,
  type TEnvelope,
  type TFileInfo,
  type TLocale,
  type TPage,
  type TPhotoAvatar,
} from '@orator/contracts';
import { apiClient, shortApiClient } from '../../../shared/api/clients';

const permissionKey = [AiPhotoApi.queryGenerateAiPhotoNum] as const;
const historyKey = [AiPhotoApi.queryAiPhoto] as const;
const statusKey = (id: number | undefined) => [AiPhotoApi.queryAiPhotoStatus, id] as const;

export const AI_PHOTO_HISTORY_PAGE_SIZE = 10;
export const AI_PHOTO_KEYWORD_COUNT = 8;
/** A request takes seconds, so the one on screen is followed closely (the history at the usual pace). */
export const AI_PHOTO_POLL_MS = 2000;

/** What this installation does (composes or generates), the upload rules and the sample prompts (in `locale`). */
export function useAiPhotoDefaults(locale: TLocale) {
  return useQuery({
    queryKey: [AiPhotoApi.queryAiPhotoDefault, locale],
    queryFn: () => shortApiClient.get<TAiPhotoDefaults>(AiPhotoApi.queryAiPhotoDefault),
    staleTime: Infinity,
  });
}

/** Keywords to add to a prompt, in `locale`; `draw` bumps to a new random handful. */
export function useAiPhotoKeywords(locale: TLocale, draw: number) {
  return useQuery({
    queryKey: [AiPhotoApi.queryKeywordsRandomList, locale, draw],
    queryFn: () =>
      shortApiClient.get<TAiPhotoKeywords>(AiPhotoApi.queryKeywordsRandomList, { size: AI_PHOTO_KEYWORD_COUNT }),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

/** What the next request would cost and whether it is allowed. */
export function useAiPhotoPermission() {
  return useQuery({
    queryKey: permissionKey,
    queryFn: () => shortApiClient.get<TAiPhotoPermission>(AiPhotoApi.queryGenerateAiPhotoNum),
  });
}

/** A product picture to work from; refusals show on its thumbnail, not as a toast. */
export function uploadAiPhotoReference(file: File): Promise<TFileInfo> {
  const form = new FormData();
  form.append('source', String(FileSource.AiPhotoReference));
  form.append('file', file);
  return apiClient.post<TFileInfo>(UserApi.uploadFile, form, { isQuiet: true });
}

/** The queued request, or the whole envelope of a 505/507 refusal (SPEC 8) for the page to handle. */
export function useGenerateAiPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TAiPhotoGenerateRequest) =>
      apiClient.post<TAiPhotoTask | TEnvelope>(AiPhotoApi.generateAiPhotoV3, request, { isQuiet: true }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: permissionKey }),
        queryClient.invalidateQueries({ queryKey: historyKey }),
      ]),
  });
}

/** The user's requests still being made, so a reloaded page picks up the one it was following. */
export function useOngoingAiPhotos() {
  return useQuery({
    queryKey: [AiPhotoApi.queryGenerateAiPhotoIng],
    queryFn: () => shortApiClient.get<TAiPhotoTask[]>(AiPhotoApi.queryGenerateAiPhotoIng),
    staleTime: Infinity,
  });
}

/**
 * The request on screen, followed while it is queued or being made. Once it settles, the allowance (which
 * said 'busy' meanwhile) and the history are read again.
 */
export function useAiPhotoStatus(id: number | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: statusKey(id),
    queryFn: async () => {
      const task = await shortApiClient.get<TAiPhotoTask>(AiPhotoApi.queryAiPhotoStatus, { id }, { isQuiet: true });
      if (!isTaskPending(task.taskStatusTypeId)) {
        void queryClient.invalidateQueries({ queryKey: permissionKey });
        void queryClient.invalidateQueries({ queryKey: historyKey });
      }
      return task;
    },
    enabled: id !== undefined,
    refetchInterval: (query) =>
      !query.state.data || isTaskPending(query.state.data.taskStatusTypeId) ? AI_PHOTO_POLL_MS : false,
  });
}

/** One page of the user's requests, newest first; followed at the task pace while some are being made. */
export function useAiPhotoHistory(current: number) {
  return useQuery({
    queryKey: [...historyKey, current],
    queryFn: ({ signal }) =>
      shortApiClient.post<TPage<TAiPhotoTask>>(
        AiPhotoApi.queryAiPhoto,
        { current, size: AI_PHOTO_HISTORY_PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.records.some((task) => isTaskPending(task.taskStatusTypeId)) ? Timer.taskPollPendingMs : false,
  });
}

/** Keeps one image among the uploads; the request on screen then says it is saved. */
export function useSaveAiPhoto(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) =>
      shortApiClient.post<TFileInfo>(AiPhotoApi.saveAiPhotoNew, { imageId }, { isQuiet: true }),
    onSuccess: (_file, imageId) => {
      queryClient.setQueryData<TAiPhotoTask>(
        statusKey(taskId),
        (task) =>
          task && {
            ...task,
            images: task.images.map((image) => (image.id === imageId ? { ...image, isSaved: true } : image)),
          },
      );
      return queryClient.invalidateQueries({ queryKey: [UserApi.fileListBySource] });
    },
  });
}

/** Starts a talking photo from one image; its face is checked as any portrait's. */
export function useAiPhotoToTalkingPhoto() {
  return useMutation({
    mutationFn: (imageId: number) =>
      shortApiClient.post<TPhotoAvatar>(AiPhotoApi.queryAiPhotoDigitalHuman, { imageId }, { isQuiet: true }),
  });
}

export function useDeleteAiPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => shortApiClient.post<null>(AiPhotoApi.deleteAiPhoto, { ids }),
    // Deleting a request still being made gives its K-coins back.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: historyKey }),
        queryClient.invalidateQueries({ queryKey: permissionKey }),
      ]),
  });
}
