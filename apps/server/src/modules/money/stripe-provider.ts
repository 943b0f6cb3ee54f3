import Stripe from 'stripe';
import type { AppConfig } from '../../platform/config';
import type { OrderRow } from './order.repo';
import type { CheckoutUrls, PaymentProvider } from './payment-provider';

type StripeConfig = NonNullable<AppConfig['stripe']>;

export function createStripeClient(config: StripeConfig): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : undefined;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    ...(base && { host: base.hostname, port: base.port, protocol: base.protocol.replace(':', '') as 'http' | 'https' }),
  });
}

/** Plans bought monthly or yearly become Stripe subscriptions; everything else is a one-time payment. */
function isRecurring(order: OrderRow) {
  return order.kind === 'plan' && order.item.period !== 'oneoff';
}

/** Stripe Checkout: the browser pays on Stripe's page; the webhook delivers the goods. */
export function createStripeProvider(stripe: Stripe, publicUrl: string): PaymentProvider {
  return {
    name: 'stripe',
    async createCheckout(order: OrderRow, urls: CheckoutUrls) {
      const recurring = isRecurring(order);
      const session = await stripe.checkout.sessions.create({
        mode: recurring ? 'subscription' : 'payment',
        client_reference_id: order.orderNo,
        metadata: { orderNo: order.orderNo },
        ...(recurring && { subscription_data: { metadata: { orderNo: order.orderNo } } }),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: order.currency.toLowerCase(),
              unit_amount: order.amountCents,
              product_data: { name: order.introduction },
              ...(recurring && { recurring: { interval: order.item.period === 'yearly' ? 'year' : 'month' } }),
            },
          },
        ],
        success_url: `${publicUrl}${urls.successUrl}?orderNo=${order.orderNo}`,
        cancel_url: `${publicUrl}${urls.cancelUrl}`,
        expires_at: Math.floor(order.expiresAt.getTime() / 1000),
      });
      if (!session.url) throw new Error(`Stripe returned no checkout URL for ${order.orderNo}`);
      return { payUrl: session.url, providerOrderNo: session.id };
    },
  };
}
