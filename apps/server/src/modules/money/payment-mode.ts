import net from 'node:net';
import type { AppConfig } from '../../platform/config';

export type PaymentMode = 'sandbox' | 'stripe';

type PaymentSettings = Pick<AppConfig, 'env' | 'publicUrl' | 'stripe' | 'payments'>;

export const SANDBOX_WARNING =
  'Payments run in the sandbox: any user can buy plans and K-coins without paying. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take real payments.';

/** Stripe when its keys are set, unless the operator asked for the sandbox by name. */
export function paymentMode(config: PaymentSettings): PaymentMode {
  return config.stripe && config.payments !== 'sandbox' ? 'stripe' : 'sandbox';
}

/** localhost, 127.0.0.0/8 and ::1: only this machine reaches the installation. */
export function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (net.isIPv4(host)) return host.split('.')[0] === '127';
  return net.isIPv6(host) && (host === '::1' || host === '0:0:0:0:0:0:0:1');
}

/**
 * Start-up check: the sandbox hands out Pro and K-coins for free, so an installation others can reach only runs it
 * when PAYMENTS=sandbox asks for it. Throws what the operator must change; warns whenever the sandbox is on.
 */
export function checkPayments(config: PaymentSettings, warn: (message: string) => void): PaymentMode {
  if (config.payments === 'stripe' && !config.stripe)
    throw new Error('PAYMENTS=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  const mode = paymentMode(config);
  if (mode === 'stripe') return mode;
  const isProduction = config.env === 'production';
  const isPublic = config.publicUrl !== undefined && !isLocalUrl(config.publicUrl);
  if ((isProduction || isPublic) && config.payments !== 'sandbox') {
    const where = isProduction ? 'NODE_ENV=production' : `PUBLIC_URL ${config.publicUrl} is not a local address`;
    throw new Error(
      `Refusing to start with sandbox payments (${where}): set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS=sandbox to allow free test payments.`,
    );
  }
  warn(SANDBOX_WARNING);
  return mode;
}
