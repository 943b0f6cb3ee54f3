import { useQuery } from '@tanstack/react-query';
import { UserApi, type TCaptcha } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

export function getCaptcha(): Promise<TCaptcha> {
  return shortApiClient.get<TCaptcha>(UserApi.captcha);
}

/**
 * A captcha answers one request; callers refetch after every use. `purpose` keeps the captchas of two
 * forms on one page apart, and nothing is cached once the form closes. `enabled` holds the first fetch back
 * for a form that shows its captcha only when the server asks for one (login).
 */
export function useCaptcha(purpose: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['captcha', purpose],
    queryFn: getCaptcha,
    staleTime: Infinity,
    gcTime: 0,
    enabled,
  });
}
