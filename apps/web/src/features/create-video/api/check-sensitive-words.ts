import { useMutation } from '@tanstack/react-query';
import { TaskApi } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/** The words of the server's list that the text contains; empty when it may be spoken. */
export async function checkSensitiveWords(text: string): Promise<string[]> {
  const { sensitiveWord } = await shortApiClient.post<{ sensitiveWord: string[] }>(TaskApi.checkSensitiveWords, {
    text,
  });
  return sensitiveWord;
}

export function useCheckSensitiveWords() {
  return useMutation({ mutationFn: checkSensitiveWords });
}
