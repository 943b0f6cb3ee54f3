import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AiPhotoApi,
  ImageToVideoApi,
  isTaskPending,
  Timer,
  UserApi,
  type TAiPhotoDefaults,
  type TEnvelope,
  type TFileInfo,
  type TImageToVideoRequest,
  type TLocale,
  type TPage,
  type TTextToVideoRequest,
  type TVideoArtImage,
  type TVideoArtImageRequest,
  type TVideoGenDefaults,
  type TVideoGenRatio,
  type TVideoGenTask,
  type TVideoGenTemplateImage,
  type TVideoGenTemplates,
} from '@orator/contracts';
import { apiClient, shortApiClient } from '../../../shared/api/clients';
import { currentUserQueryKey } from '../../../shared/session/get-current-user';

const historyKey = [ImageToVideoApi.listImageToVideo] as const;

export const VIDEO_GEN_HISTORY_PAGE_SIZE = 10;
/** A clip takes seconds to a few minutes: the one on screen is followed closely (the history at the usual pace). */
export const VIDEO_GEN_POLL_MS = 2000;

/** What this installation does (composes or generates), the limits, the price and prompts (in `locale`). */
export function useVideoGenDefaults(locale: TLocale) {
  return useQuery({
    queryKey: [ImageToVideoApi.getPromptWord, locale],
    queryFn: () => shortApiClient.get<TVideoGenDefaults>(ImageToVideoApi.getPromptWord),
    staleTime: Infinity,
  });
}

/** The dice: one prompt template drawn at random by the server, in the reader's language. */
export function useDrawTemplate() {
  return useMutation({
    mutationFn: async () => {
      const drawn = await shortApiClient.get<TVideoGenTemplates>(ImageToVideoApi.randomPromptTemplates, { size: 1 });
      return drawn.templates[0] ?? '';
    },
  });
}

/** A picture to film; refusals show on its thumbnail, not as a toast. */
export function uploadVideoGenPicture(file: File): Promise<TFileInfo> {
  const form = new FormData();
  form.append('file', file);
  return apiClient.post<TFileInfo>(UserApi.uploadFile, form, { isQuiet: true });
}

function useSubmitClip<TRequest>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TRequest) => apiClient.post<TVideoGenTask | TEnvelope>(path, request, { isQuiet: true }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: historyKey }),
        // The held K-coins leave the balance at once.
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]),
  });
}

/** Image to video: the queued clip, or the whole envelope of a 505/507 refusal (SPEC 8) for the page to handle. */
export function useSubmitImageToVideo() {
  return useSubmitClip<TImageToVideoRequest>(ImageToVideoApi.submitImageToVideo);
}

/** Text to video, answered like image to video. */
export function useSubmitTextToVideo() {
  return useSubmitClip<TTextToVideoRequest>(ImageToVideoApi.submitImageToVideoNew);
}

/** The clip on screen, followed while it is queued or being made; once settled, the history and balance are read again. */
export function useVideoGenDetail(id: number | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [ImageToVideoApi.getImageToVideoDetail, id],
    queryFn: async () => {
      const task = await shortApiClient.get<TVideoGenTask>(
        ImageToVideoApi.getImageToVideoDetail,
        { id },
        { isQuiet: true },
      );
      if (!isTaskPending(task.taskStatusTypeId)) {
        void queryClient.invalidateQueries({ queryKey: historyKey });
        // A failed clip gives its K-coins back.
        void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      }
      return task;
    },
    enabled: id !== undefined,
    refetchInterval: (query) =>
      !query.state.data || isTaskPending(query.state.data.taskStatusTypeId) ? VIDEO_GEN_POLL_MS : false,
  });
}

/** One page of the user's clips (both kinds), newest first; followed at the task pace while some are being made. */
export function useVideoGenHistory(current: number) {
  return useQuery({
    queryKey: [...historyKey, current],
    queryFn: ({ signal }) =>
      shortApiClient.post<TPage<TVideoGenTask>>(
        ImageToVideoApi.listImageToVideo,
        { current, size: VIDEO_GEN_HISTORY_PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.records.some((task) => isTaskPending(task.taskStatusTypeId)) ? Timer.taskPollPendingMs : false,
  });
}

export function useDeleteVideoGens() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => shortApiClient.post<null>(ImageToVideoApi.deleteImageToVideo, { ids }),
    // Deleting a clip still being made gives its K-coins back.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: historyKey }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]),
  });
}

/** The template pictures of a shape, with prompts in the reader's language; they never change. */
export function useTemplateImages(ratio: TVideoGenRatio, locale: TLocale) {
  return useQuery({
    queryKey: [ImageToVideoApi.getTemplateImage, ratio, locale],
    queryFn: () => shortApiClient.get<TVideoGenTemplateImage[]>(ImageToVideoApi.getTemplateImage, { ratio }),
    staleTime: Infinity,
  });
}

/** A template picture copied into the user's files, to be filmed like an upload. */
export function useCopyTemplate() {
  return useMutation({
    mutationFn: (templateId: string) => shortApiClient.post<TFileInfo>(ImageToVideoApi.getCopyFile, { templateId }),
  });
}

/**
 * Which image engine makes video art pictures (the AI photo one): the panel says so before the first is made.
 * Read quietly: without it the panel only loses that line.
 */
export function useImageEngine() {
  return useQuery({
    queryKey: [AiPhotoApi.queryAiPhotoDefault, 'engine'],
    queryFn: () => shortApiClient.get<TAiPhotoDefaults>(AiPhotoApi.queryAiPhotoDefault, undefined, { isQuiet: true }),
    select: (defaults) => defaults.engine,
    staleTime: Infinity,
  });
}

const videoArtKey = [ImageToVideoApi.aiImageList] as const;
/** The earlier video art pictures offered again: a few, newest first. */
export const VIDEO_ART_RECENT = 6;

export function useVideoArtImages() {
  return useQuery({
    queryKey: videoArtKey,
    queryFn: ({ signal }) =>
      shortApiClient.post<TPage<TVideoArtImage>>(
        ImageToVideoApi.aiImageList,
        { current: 1, size: VIDEO_ART_RECENT },
        { signal },
      ),
  });
}

/** A picture from a prompt, made while the request waits; a 507/515 answers its envelope for the page to show. */
export function useMakeVideoArtImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TVideoArtImageRequest) =>
      apiClient.post<TVideoArtImage | TEnvelope>(ImageToVideoApi.aiImageSubmit, request, { isQuiet: true }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: videoArtKey }),
        // A generated picture is paid for.
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]),
  });
}

/** Keeps a finished clip among the uploaded video backgrounds; saving it again answers the same file. */
export function useSaveClip() {
  return useMutation({
    mutationFn: (id: number) => shortApiClient.post<TFileInfo>(ImageToVideoApi.saveAiCharacterVideo, { id }),
  });
}
