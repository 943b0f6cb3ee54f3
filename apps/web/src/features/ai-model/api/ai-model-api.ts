import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AiModelApi,
  isTaskPending,
  Timer,
  UserApi,
  type TAiModelDefaults,
  type TAiModelGenerateRequest,
  type TAiModelPermission,
  type TAiModelTask,
  type TEnvelope,
  type TFileInfo,
  type TPage,
} from '@orator/contracts';
import { apiClient, shortApiClient } from '../../../shared/api/clients';

const permissionKey = [AiModelApi.queryGenerateAiModelNum] as const;
const historyKey = [AiModelApi.queryAiModel] as const;

export const AI_MODEL_HISTORY_PAGE_SIZE = 10;

/** A generation takes a few minutes: the one on screen is polled at this pace. */
export const AI_MODEL_POLL_MS = 3000;

/** What this installation does (composes or generates), the kinds it shows, the rules and the stock models. */
export function useAiModelDefaults() {
  return useQuery({
    queryKey: [AiModelApi.queryAiModelDefault],
    queryFn: () => shortApiClient.get<TAiModelDefaults>(AiModelApi.queryAiModelDefault),
    staleTime: Infinity,
  });
}

/** What the next generation would cost and whether it is allowed. */
export function useAiModelPermission() {
  return useQuery({
    queryKey: permissionKey,
    queryFn: () => shortApiClient.get<TAiModelPermission>(AiModelApi.queryGenerateAiModelNum),
  });
}

/** A product photo or the user's portrait; refusals show on its thumbnail, not as a toast. */
export function uploadModelPicture(file: File): Promise<TFileInfo> {
  const form = new FormData();
  form.append('file', file);
  return apiClient.post<TFileInfo>(UserApi.uploadFile, form, { isQuiet: true });
}

/** The queued generation, or the whole envelope of a 505/507 refusal (SPEC 8) for the page to handle. */
export function useGenerateAiModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TAiModelGenerateRequest) =>
      apiClient.post<TAiModelTask | TEnvelope>(AiModelApi.generateAiModel, request, { isQuiet: true }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: permissionKey }),
        queryClient.invalidateQueries({ queryKey: historyKey }),
      ]),
  });
}

/** The generation on screen, followed while it is queued or being made. */
export function useAiModelStatus(id: number | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [AiModelApi.queryAiModelStatus, id],
    queryFn: async () => {
      const task = await shortApiClient.get<TAiModelTask>(AiModelApi.queryAiModelStatus, { id }, { isQuiet: true });
      if (!isTaskPending(task.taskStatusTypeId)) {
        void queryClient.invalidateQueries({ queryKey: permissionKey });
        void queryClient.invalidateQueries({ queryKey: historyKey });
      }
      return task;
    },
    enabled: id !== undefined,
    refetchInterval: (query) =>
      !query.state.data || isTaskPending(query.state.data.taskStatusTypeId) ? AI_MODEL_POLL_MS : false,
  });
}

/** One page of the user's generations, newest first; followed at the task pace while some are being made. */
export function useAiModelHistory(current: number) {
  return useQuery({
    queryKey: [...historyKey, current],
    queryFn: ({ signal }) =>
      shortApiClient.post<TPage<TAiModelTask>>(
        AiModelApi.queryAiModel,
        { current, size: AI_MODEL_HISTORY_PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.records.some((task) => isTaskPending(task.taskStatusTypeId)) ? Timer.taskPollPendingMs : false,
  });
}

export function useDeleteAiModels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => shortApiClient.post<null>(AiModelApi.deleteAiModel, { ids }),
    // Deleting a generation still being made gives its K-coins back.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: historyKey }),
        queryClient.invalidateQueries({ queryKey: permissionKey }),
      ]),
  });
}
