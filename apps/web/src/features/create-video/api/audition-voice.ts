import { useMutation } from '@tanstack/react-query';
import { AUDITION_CHARS, VoiceApi, type TSaveTaskRequest } from '@orator/contracts';
import { apiClient } from '../../../shared/api/clients';

export type TAuditionRequest = TSaveTaskRequest['speech'] & { text: string };

/**
 * Speaks the start of the script (SPEC 9: the first 300 characters) with the chosen voice and settings, as
 * WAV bytes. Only what is spoken is sent; a refusal arrives as an envelope and is reported by the client.
 */
export function auditionVoice({ text, ...speech }: TAuditionRequest): Promise<Blob> {
  return apiClient.post<Blob>(
    VoiceApi.audition,
    { ...speech, text: text.slice(0, AUDITION_CHARS) },
    { responseType: 'blob' },
  );
}

export function useAuditionVoice() {
  return useMutation({ mutationFn: auditionVoice });
}
