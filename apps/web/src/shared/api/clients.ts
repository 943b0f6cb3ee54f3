import axios from 'axios';
import { API_BASE, Header, Timer, UserApi, type TEnvelope, type TReqIdentity } from '@orator/contracts';
import { currentLocale, i18n } from '../i18n/i18n';
import { APP_BASENAME, AppPath, loginPath, toAppPath } from '../lib/app-paths';
import { redirectBrowser } from '../lib/browser';
import { showErrorToast } from '../ui/toast';
import { ApiError } from './api-error';
import { createApiClient, type TApiClientOptions } from './create-api-client';
import { envelopeText, isSuccessCode, parseCode } from './envelope';
import { createRequestIdentity } from './request-identity';

/** Fetched outside the clients: they need the identity before they can send anything. */
async function fetchIdentity(): Promise<TReqIdentity> {
  const { data: envelope } = await axios.get<TEnvelope<TReqIdentity>>(`${API_BASE}${UserApi.reqIdentity}`, {
    timeout: Timer.secondClientTimeoutMs,
    headers: { [Header.Language]: currentLocale() },
  });
  if (!isSuccessCode(envelope.code)) throw new ApiError(parseCode(envelope.code), envelopeText(envelope));
  return envelope.data;
}

/**
 * A reload drops every cached query of the ended session. The user comes back to the page they were on
 * after signing in again.
 */
function returnToLogin(): void {
  const current = toAppPath(window.location.pathname);
  if (current === AppPath.Login) return;
  redirectBrowser(`${APP_BASENAME}${loginPath(current + window.location.search)}`);
}

const behaviour: Omit<TApiClientOptions, 'timeout'> = {
  currentLocale,
  resolveRequestId: createRequestIdentity(fetchIdentity),
  showError: showErrorToast,
  onSessionExpired: returnToLogin,
  fallbackErrorText: () => i18n.t('messages:serverError'),
};

/** The main client: generation and upload calls may legitimately take up to 2 h (SPEC 9). */
export const apiClient = createApiClient({ ...behaviour, timeout: Timer.mainClientTimeoutMs });

/** The second client, for calls a user waits on in a form: it gives up after 10 min (SPEC 9). */
export const shortApiClient = createApiClient({ ...behaviour, timeout: Timer.secondClientTimeoutMs });
