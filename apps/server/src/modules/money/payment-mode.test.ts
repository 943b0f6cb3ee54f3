import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { checkPayments, isLocalUrl, SANDBOX_WARNING } from './payment-mode';

const STRIPE_KEYS = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

/** Starts as `orator serve` does from these variables: the mode, the warnings printed, or the refusal. */
function start(env: Record<string, string>) {
  const warnings: string[] = [];
  const mode = checkPayments(loadConfig({ NODE_ENV: 'development', ...env }), (message) => warnings.push(message));
  return { mode, warnings };
}

describe('payments at start-up', () => {
  it('runs the sandbox on a local machine without keys, with a warning', () => {
    expect(start({})).toEqual({ mode: 'sandbox', warnings: [SANDBOX_WARNING] });
    expect(start({ PUBLIC_URL: 'http://localhost:8080' }).mode).toBe('sandbox');
    expect(start({ PUBLIC_URL: 'http://127.0.0.5:3000' }).mode).toBe('sandbox');
    expect(start({ PUBLIC_URL: 'http://[::1]:8080' }).mode).toBe('sandbox');
  });

  it('refuses the sandbox in production', () => {
    expect(() => start({ NODE_ENV: 'production' })).toThrow(/NODE_ENV=production.*PAYMENTS=sandbox/);
  });

  it('refuses the sandbox behind a public address', () => {
    for (const url of ['https://video.example.com', 'http://192.168.1.20:8080', 'http://127.0.0.1.example.com'])
      expect(() => start({ PUBLIC_URL: url })).toThrow(/is not a local address/);
  });

  it('runs the sandbox where it would refuse when PAYMENTS=sandbox asks for it, still warning', () => {
    expect(start({ NODE_ENV: 'production', PUBLIC_URL: 'https://video.example.com', PAYMENTS: 'sandbox' })).toEqual({
      mode: 'sandbox',
      warnings: [SANDBOX_WARNING],
    });
  });

  it('takes Stripe in production when its keys are set, without a warning', () => {
    expect(start({ NODE_ENV: 'production', PUBLIC_URL: 'https://video.example.com', ...STRIPE_KEYS })).toEqual({
      mode: 'stripe',
      warnings: [],
    });
  });

  it('refuses PAYMENTS=stripe without the keys', () => {
    expect(() => start({ PAYMENTS: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
  });
});

describe('isLocalUrl', () => {
  it('knows only this machine as local', () => {
    expect(isLocalUrl('http://localhost')).toBe(true);
    expect(isLocalUrl('http://127.255.0.1')).toBe(true);
    expect(isLocalUrl('http://[::1]')).toBe(true);
    expect(isLocalUrl('http://10.0.0.1')).toBe(false);
    expect(isLocalUrl('http://[::2]')).toBe(false);
  });
});
