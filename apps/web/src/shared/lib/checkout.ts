import type { TLocale } from '@orator/contracts';
import { redirectBrowser } from './browser';

/** The order a checkout was opened for, so the orders page can report it when the browser comes back. */
const LAST_CHECKOUT_KEY = 'lastCheckoutOrderNo';

/**
 * The sandbox checkout is a page of this server: it is shown in the interface language. A provider's own
 * page (Stripe) chooses its language itself and is left as it came.
 */
export function checkoutUrl(payUrl: string, locale: TLocale, origin = window.location.origin): string {
  const url = new URL(payUrl, origin);
  const isSandbox = url.origin === origin && url.pathname.includes('/payment/sandbox/');
  if (!isSandbox) return payUrl;
  url.searchParams.set('lang', locale);
  return url.toString();
}

/** Leaves the app for the payment page of a new order. */
export function goToCheckout(checkout: { orderNo: string; payUrl: string }, locale: TLocale): void {
  sessionStorage.setItem(LAST_CHECKOUT_KEY, checkout.orderNo);
  redirectBrowser(checkoutUrl(checkout.payUrl, locale));
}

/** The order of the checkout the browser has just come back from, if any. */
export function readLastCheckout(): string | undefined {
  return sessionStorage.getItem(LAST_CHECKOUT_KEY) ?? undefined;
}

/** Reported once: a later visit to the orders page is not a return from paying. */
export function clearLastCheckout(): void {
  sessionStorage.removeItem(LAST_CHECKOUT_KEY);
}

/** The browser's IANA time zone: it decides which calendar day a sign-in belongs to. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Prices arrive in cents (catalogues) or units (orders) of an ISO currency. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}

export function formatCents(cents: number, currency: string, locale: string): string {
  return formatMoney(cents / 100, currency, locale);
}
