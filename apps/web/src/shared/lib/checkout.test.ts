import { describe, expect, it } from 'vitest';
import { checkoutUrl, clearLastCheckout, formatCents, readLastCheckout } from './checkout';

describe('checkoutUrl', () => {
  it('shows the sandbox checkout in the interface language', () => {
    expect(checkoutUrl('/api/user/v1/payment/sandbox/checkout?orderNo=OR1', 'pt', 'https://orator.test')).toBe(
      'https://orator.test/api/user/v1/payment/sandbox/checkout?orderNo=OR1&lang=pt',
    );
  });

  it('leaves a payment provider’s own page as it came', () => {
    const stripe = 'https://checkout.stripe.com/c/pay/cs_test_1#abc';
    expect(checkoutUrl(stripe, 'zh', 'https://orator.test')).toBe(stripe);
  });
});

describe('the last checkout', () => {
  it('is remembered for the return from paying, and reported once', () => {
    sessionStorage.setItem('lastCheckoutOrderNo', 'OR9');
    expect(readLastCheckout()).toBe('OR9');
    clearLastCheckout();
    expect(readLastCheckout()).toBeUndefined();
  });
});

describe('formatCents', () => {
  it('formats cents of a currency in the interface language', () => {
    expect(formatCents(999, 'USD', 'en')).toBe('$9.99');
    expect(formatCents(999, 'USD', 'pt')).toMatch(/US\$\s?9,99/);
  });
});
