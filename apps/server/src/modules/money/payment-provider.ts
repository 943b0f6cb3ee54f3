import type { OrderRow } from './order.repo';

export interface CheckoutUrls {
  /** Where the provider sends the browser after payment. */
  successUrl: string;
  cancelUrl: string;
}

/** A way to take money. The sandbox completes payments on this machine; Stripe takes real ones. */
export interface PaymentProvider {
  name: 'sandbox' | 'stripe';
  createCheckout(order: OrderRow, urls: CheckoutUrls): Promise<{ payUrl: string; providerOrderNo?: string }>;
}

/** The embedded default: a local page, clearly labelled, where the user confirms or fails the payment. */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async createCheckout(order) {
    return { payUrl: `/api/user/v1/payment/sandbox/checkout?orderNo=${encodeURIComponent(order.orderNo)}` };
  },
};
