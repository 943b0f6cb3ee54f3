import { Cookie, SessionKey } from '@orator/contracts';
import { readAttributionCookie, writeAttributionCookie } from './cookies';

/** Where a visitor came from, sent along with sign-up and sign-in so the server can credit the referrer. */
export interface TAttribution {
  source?: string;
  inviteCode?: string;
  via?: string;
}

/**
 * SPEC 3: source and inviteCode live in sessionStorage (this visit) and in 30-day cookies (later visits);
 * via lives only in its 30-day cookie.
 */
export function rememberAttribution(query: URLSearchParams): void {
  const source = query.get('source');
  const inviteCode = query.get('inviteCode');
  const via = query.get('via');
  if (source) {
    sessionStorage.setItem(SessionKey.Source, source);
    writeAttributionCookie(Cookie.Source, source);
  }
  if (inviteCode) {
    sessionStorage.setItem(SessionKey.InviteCode, inviteCode);
    writeAttributionCookie(Cookie.InviteCode, inviteCode);
  }
  if (via) writeAttributionCookie(Cookie.Via, via);
}

/** This visit's values win over older cookies. */
export function readAttribution(): TAttribution {
  const source = sessionStorage.getItem(SessionKey.Source) || readAttributionCookie(Cookie.Source);
  const inviteCode = sessionStorage.getItem(SessionKey.InviteCode) || readAttributionCookie(Cookie.InviteCode);
  const via = readAttributionCookie(Cookie.Via);
  return {
    ...(source ? { source } : {}),
    ...(inviteCode ? { inviteCode } : {}),
    ...(via ? { via } : {}),
  };
}
