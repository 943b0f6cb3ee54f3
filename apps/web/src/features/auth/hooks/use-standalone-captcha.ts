import { useState } from 'react';
import { schemaError } from '../../../shared/forms/schema-rule';
import { messageText } from '../../../shared/i18n/message-text';
import { useCaptcha } from '../api/get-captcha';
import { captchaSchema } from '../form-rules';

export interface TCaptchaAnswer {
  captchaId: string;
  captchaCode: string;
}

/**
 * A captcha that gates a second action of a form (sending a code) rather than its submit, so it is kept
 * outside the form's fields and checked only when that action runs.
 */
export function useStandaloneCaptcha(purpose: string) {
  const query = useCaptcha(purpose);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string>();

  function change(value: string) {
    setAnswer(value);
    setError(undefined);
  }

  /** The answer to send, or undefined after showing why there is none. */
  function take(): TCaptchaAnswer | undefined {
    const problem = schemaError(captchaSchema, answer) ?? (query.data ? undefined : messageText('captchaIncorrect'));
    if (problem !== undefined || !query.data) {
      setError(problem);
      return undefined;
    }
    return { captchaId: query.data.captchaId, captchaCode: answer.trim() };
  }

  /** Each captcha answers one request. */
  function renew() {
    setAnswer('');
    void query.refetch();
  }

  return { captcha: query.data, isLoading: query.isFetching, answer, error, change, take, renew };
}
