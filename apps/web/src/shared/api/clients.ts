import { Header, Timer, UserApi, type TEnvelope, type TReqIdentity } from '@orator/contracts';
import { currentLocale, i18n } from '../i18n/i18n';
import { APP_BASENAME, AppPath, loginPath, toAppPath } from '../lib/app-paths';
import { redirectBrowser } from '../lib/browser';
import { showErrorToast } from '../ui/toast';
import { ApiError } from './api-error';
import { createApiClient, type TApiClientOptions } from './create-api-client';
import { envelopeText, isEnvelope, isSuccessCode, parseCode } from './envelope';
import { createRequestIdentity } from './request-identity';
import { send } from './transport';
import type { TFailureWithoutMessage } from './transport-failure';
import { isSuccessStatus } from './wire-format';

/** Fetched outside the clients: they need the identity before they can send anything. */
async function fetchIdentity(): Promise<TReqIdentity> {
  const { status, body } = await send({
    method: 'GET',
    path: UserApi.reqIdentity,
    headers: { [Header.Language]: currentLocale() },
    timeout: Timer.secondClientTimeoutMs,
  });
  const envelope = isEnvelope(body) ? (body as TEnvelope<TReqIdentity>) : undefined;
  if (!isSuccessStatus(status) || !envelope || !isSuccessCode(envelope.code)) {
    throw new ApiError(envelope ? parseCode(envelope.code) : status, envelopeText(body));
  }
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

function failureText(failure: TFailureWithoutMessage): string {
  switch (failure.kind) {
    case 'network':
      return i18n.t('messages:networkFailed');
    case 'timeout':
      return i18n.t('messages:requestTimedOut', { seconds: Math.round(failure.timeoutMs / 1000) });
    case 'status':
      return i18n.t('messages:requestFailedStatus', { status: failure.status });
  }
}

const behaviour: Omit<TApiClientOptions, 'timeout'> = {
  currentLocale,
  resolveRequestId: createRequestIdentity(fetchIdentity),
  showError: showErrorToast,
  onSessionExpired: returnToLogin,
  fallbackErrorText: () => i18n.t('messages:serverError'),
  failureText,
};

/** The main client: generation and upload calls may legitimately take up to 2 h (SPEC 9). */
export const apiClient = createApiClient({ ...behaviour, timeout: Timer.mainClientTimeoutMs });

/** The second client, for calls a user waits on in a form: it gives up after 10 min (SPEC 9). */
export const shortApiClient = createApiClient({ ...behaviour, timeout: Timer.secondClientTimeoutMs });
