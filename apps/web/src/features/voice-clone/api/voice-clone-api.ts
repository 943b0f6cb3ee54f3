import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CLONE_LANGUAGE_CODES,
  FileSource,
  PENDING_CLONE_STATES,
  PaymentApi,
  UserApi,
  VoiceApi,
  VoiceCloneAdminApi,
  VoiceCloneApi,
  type TCheckout,
  type TFileInfo,
  type TLanguage,
  type TPage,
  type TSaveVoiceCloneRequest,
  type TUpdateVoiceCloneRequest,
  type TVoiceClone,
  type TVoiceCloneReviewItem,
  type TCloneReviewRequest,
} from '@orator/contracts';
import { apiClient, shortApiClient } from '../../../shared/api/clients';

/** SPEC 9 task polling: every 30 s while a clone is being worked on. */
export const CLONE_POLL_MS = 30_000;
const PAGE = { current: 1, size: 50 };

export const voiceClonesQueryKey = ['voice-clones'] as const;
const reviewQueryKey = ['voice-clone-review'] as const;

export interface TClonePrices {
  currency: string;
  voiceInstant: number;
  voicePro: number;
}

export function useClonePrices() {
  return useQuery({
    queryKey: ['clone-prices'],
    queryFn: () => shortApiClient.get<TClonePrices>(PaymentApi.userDigitalhumanClonePrice),
  });
}

/** The catalogue's languages that clones may speak, with their names. */
export function useCloneLanguages() {
  return useQuery({
    queryKey: ['voice-languages'],
    queryFn: () => shortApiClient.get<TLanguage[]>(VoiceApi.queryLanguage),
    select: (languages) =>
      languages.filter((language) => (CLONE_LANGUAGE_CODES as readonly string[]).includes(language.code)),
  });
}

export function useVoiceClones() {
  return useQuery({
    queryKey: voiceClonesQueryKey,
    queryFn: () => shortApiClient.post<TPage<TVoiceClone>>(VoiceCloneApi.list, PAGE),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.records.some((clone) => PENDING_CLONE_STATES.includes(clone.status)) ? CLONE_POLL_MS : false,
  });
}

/** The recording goes up first; the server judges its content when the clone is saved. */
export function uploadSample(file: File): Promise<TFileInfo> {
  const form = new FormData();
  form.append('source', String(FileSource.VoiceSample));
  form.append('file', file);
  return apiClient.post<TFileInfo>(UserApi.uploadFile, form);
}

export function useSaveClone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TSaveVoiceCloneRequest) => apiClient.post<TVoiceClone>(VoiceCloneApi.saveTask, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voiceClonesQueryKey }),
  });
}

export function useUpdateClone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TUpdateVoiceCloneRequest) =>
      apiClient.post<TVoiceClone>(VoiceCloneApi.updateInfoById, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voiceClonesQueryKey }),
  });
}

export function useDeleteClone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => shortApiClient.post<null>(VoiceCloneApi.delete, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voiceClonesQueryKey }),
  });
}

/** An order for the clone's first term; the browser then goes to `payUrl`. */
export function usePayClone() {
  return useMutation({
    mutationFn: (cloneId: number) =>
      shortApiClient.post<TCheckout>(PaymentApi.payUserDigitalhumanClone, { cloneType: 'voice', cloneId }),
  });
}

export function useRenewClone() {
  return useMutation({
    mutationFn: (id: number) => shortApiClient.post<TCheckout>(VoiceCloneApi.renew, { id }),
  });
}

export function useReviewList() {
  return useQuery({
    queryKey: reviewQueryKey,
    queryFn: () =>
      shortApiClient.post<TPage<TVoiceCloneReviewItem>>(VoiceCloneAdminApi.reviewList, PAGE, { isQuiet: true }),
    retry: false,
  });
}

export function useReviewDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TCloneReviewRequest) => shortApiClient.post<TVoiceClone>(VoiceCloneAdminApi.review, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewQueryKey }),
  });
}
