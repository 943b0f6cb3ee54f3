import type Stripe from 'stripe';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { OrderRepo } from './order.repo';
import type { PaymentService } from './payment.service';

/**
 * Verifies a Stripe webhook and applies it once: fulfilment only moves a pending order, so a replayed
 * or duplicated event finds nothing left to do and never credits twice. Event ids are kept for audit.
 */
export function createStripeWebhookHandler(deps: {
  stripe: Stripe;
  webhookSecret: string;
  db: Db;
  orders: OrderRepo;
  payments: PaymentService;
}) {
  return async function handle(rawBody: Buffer, signature: string | undefined) {
    let event: Stripe.Event;
    try {
      event = deps.stripe.webhooks.constructEvent(rawBody, signature ?? '', deps.webhookSecret);
    } catch {
      throw AppError.badRequest('invalidInput', { detail: 'Stripe signature' });
    }
    const session = event.type.startsWith('checkout.session.') ? (event.data.object as Stripe.Checkout.Session) : null;
    const orderNo = session?.metadata?.orderNo ?? null;
    let applied = false;
    if (session && orderNo) {
      if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
        if (session.payment_status !== 'unpaid') {
          applied = await deps.payments.fulfil(orderNo, { channel: 'stripe', providerOrderNo: session.id });
        }
      } else if (event.type === 'checkout.session.async_payment_failed' || event.type === 'checkout.session.expired') {
        applied = await deps.payments.fail(orderNo);
      }
    }
    // Recorded after it was applied: an event that failed half-way is applied again when Stripe retries.
    await deps.db.transaction((tx) => deps.orders.recordEvent(tx, event.id, 'stripe', orderNo));
    return { received: true, applied };
  };
}
export type StripeWebhookHandler = ReturnType<typeof createStripeWebhookHandler>;
