import { randomInt } from 'node:crypto';
import {
  AFFILIATE_SHARE,
  CLONE_PRICE_CENTS,
  CURRENCY,
  KCOIN_PACKAGES,
  MEMBER_RECHARGE_DISCOUNT,
  MoneyType,
  PLAN_BENEFITS,
  PLAN_MONTHLY_CENTS,
  Price,
  SubscriptionStatus,
  YEARLY_DISCOUNT,
  describeOrderItem,
  isPlanBenefitOffered,
  type TBillingPeriod,
  type TCheckout,
  type TExpireItem,
  type TCloneKind,
  type TKcoinPackageId,
  type TOrder,
  type TOrderItem,
  type TPlan,
  type TPlanBenefits,
  type ZPayCloneRequest,
} from '@orator/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { UserRepo } from '../user/user.repo';
import { effectivePlan, isMember } from './entitlements';
import type { Tx } from './ledger.repo';
import type { LedgerService } from './ledger.service';
import type { NewOrder, OrderRepo, OrderRow } from './order.repo';
import type { CheckoutUrls, PaymentProvider } from './payment-provider';
import { PERIOD_MONTHS, subscriptionAfterPurchase } from './subscription';

const ORDER_TTL_MS = 30 * 60 * 1000;
const EXPIRY_TIP_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
type PaidPlan = Exclude<TPlan, 'free'>;
export type TCloneType = z.output<typeof ZPayCloneRequest>['cloneType'];

export interface CloneOffer {
  amountCents: number;
  /** What the order names: the clone's kind and name, and whether it pays a renewal. */
  cloneKind: TCloneKind;
  name: string;
  isRenewal: boolean;
  returnPath: string;
}

/** What a clone order buys. The feature that sells the clone supplies it, so money knows no clone internals. */
export interface CloneGoods {
  /** Prices the next term of a clone for its owner; throws the feature's AppError when nothing is payable. */
  offer(userId: number, cloneId: number): Promise<CloneOffer>;
  /** Delivers the paid term inside the payment's transaction, so a replayed payment delivers nothing. */
  deliver(tx: Tx, order: OrderRow): Promise<void>;
  /** Work that must wait for the payment to be committed: queued jobs. */
  afterDelivery(order: OrderRow): Promise<void>;
}

export function planPriceCents(plan: PaidPlan, period: TBillingPeriod): number {
  const monthly = PLAN_MONTHLY_CENTS[plan];
  return period === 'yearly' ? Math.round(monthly * 12 * (1 - YEARLY_DISCOUNT)) : monthly;
}

/** What a plan is sold with: rules of tools this version lacks are left out (contracts feature registry). */
function offeredBenefits(benefits: TPlanBenefits): Partial<TPlanBenefits> {
  return Object.fromEntries(
    Object.entries(benefits).filter(([rule]) => isPlanBenefitOffered(rule as keyof TPlanBenefits)),
  ) as Partial<TPlanBenefits>;
}

export function packagePriceCents(priceCents: number, member: boolean): number {
  return member ? Math.floor(priceCents * (1 - MEMBER_RECHARGE_DISCOUNT)) : priceCents;
}

function newOrderNo(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `OR${day}${String(randomInt(0, 1e10)).padStart(10, '0')}`;
}

/** What an order bought, read back from the item it stored when it was made. */
export function orderItemOf(row: Pick<OrderRow, 'kind' | 'item'>): TOrderItem {
  const { item } = row;
  switch (row.kind) {
    case 'kcoin':
      return { kind: 'kcoin', kcoins: Number(item.kcoins) };
    case 'plan':
      return { kind: 'plan', plan: item.plan as PaidPlan, period: item.period as TBillingPeriod };
    case 'clone':
      return {
        kind: 'clone',
        cloneType: 'voice',
        cloneKind: typeof item.cloneKind === 'string' ? (item.cloneKind as TCloneKind) : null,
        name: typeof item.name === 'string' ? item.name : null,
        isRenewal: item.isRenewal === 1,
      };
  }
}

export function toOrder(row: OrderRow): TOrder {
  return {
    orderNo: row.orderNo,
    kind: row.kind,
    item: orderItemOf(row),
    introduction: row.introduction,
    amount: row.amountCents / 100,
    currency: row.currency,
    amountType: row.amountType,
    status: row.status,
    paymentMethod: row.provider,
    channel: row.channel,
    providerOrderNo: row.providerOrderNo,
    remark: row.remark,
    createTime: row.createdAt.toISOString(),
    deductionTime: row.paidAt?.toISOString() ?? null,
    expireTime: row.expiresAt.toISOString(),
  };
}

interface Deps {
  db: Db;
  orders: OrderRepo;
  userRepo: UserRepo;
  ledger: LedgerService;
  provider: PaymentProvider;
  now?: () => Date;
}

/** Orders from creation to fulfilment: K-coin packages and plans, paid through the configured provider. */
export function createPaymentService({ db, orders, userRepo, ledger, provider, now = () => new Date() }: Deps) {
  const cloneGoods = new Map<TCloneType, CloneGoods>();
  function cloneGoodsOf(order: OrderRow): CloneGoods {
    const goods = cloneGoods.get(order.item.cloneType as TCloneType);
    if (!goods) throw new Error(`no goods registered for clone type ${String(order.item.cloneType)}`);
    return goods;
  }

  async function requireUser(userId: number) {
    const user = await userRepo.byId(userId);
    if (!user) throw AppError.sessionExpired();
    return user;
  }

  async function checkout(
    values: Omit<NewOrder, 'orderNo' | 'provider' | 'expiresAt' | 'currency' | 'introduction'>,
    urls: CheckoutUrls,
  ): Promise<TCheckout> {
    const at = now();
    const order = await orders.insert({
      ...values,
      introduction: describeOrderItem(orderItemOf(values), 'en'),
      orderNo: newOrderNo(at),
      provider: provider.name,
      currency: CURRENCY,
      expiresAt: new Date(at.getTime() + ORDER_TTL_MS),
    });
    const { payUrl, providerOrderNo } = await provider.createCheckout(order, urls);
    if (providerOrderNo) await orders.setProviderOrderNo(order.orderNo, providerOrderNo);
    return { orderNo: order.orderNo, payUrl };
  }

  const service = {
    async moneyPrices(userId: number | null) {
      const member = userId ? isMember(await requireUser(userId), now()) : false;
      return KCOIN_PACKAGES.map((p) => ({
        ...p,
        currency: CURRENCY,
        memberPriceCents: packagePriceCents(p.priceCents, true),
        payPriceCents: packagePriceCents(p.priceCents, member),
      }));
    },

    gradePrices() {
      return (Object.keys(PLAN_MONTHLY_CENTS) as PaidPlan[]).map((plan) => ({
        plan,
        currency: CURRENCY,
        prices: {
          oneoff: planPriceCents(plan, 'oneoff'),
          monthly: planPriceCents(plan, 'monthly'),
          yearly: planPriceCents(plan, 'yearly'),
        },
        benefits: offeredBenefits(PLAN_BENEFITS[plan]),
      }));
    },

    servicePrices() {
      return Object.entries(Price).map(([item, kcoins]) => ({ item, kcoins }));
    },

    clonePrices() {
      return { currency: CURRENCY, ...CLONE_PRICE_CENTS };
    },

    async buyMoney(userId: number, packageId: TKcoinPackageId, urls: CheckoutUrls) {
      const pack = KCOIN_PACKAGES.find((p) => p.id === packageId)!;
      const member = isMember(await requireUser(userId), now());
      return checkout(
        {
          userId,
          kind: 'kcoin',
          item: { packageId, kcoins: pack.kcoins },
          amountCents: packagePriceCents(pack.priceCents, member),
          amountType: MoneyType.KCoin,
        },
        urls,
      );
    },

    async buyGrade(userId: number, plan: PaidPlan, period: TBillingPeriod, urls: CheckoutUrls) {
      await requireUser(userId);
      return checkout(
        {
          userId,
          kind: 'plan',
          item: { plan, period },
          amountCents: planPriceCents(plan, period),
          amountType: MoneyType.Membership,
        },
        urls,
      );
    },

    registerCloneGoods(cloneType: TCloneType, goods: CloneGoods) {
      cloneGoods.set(cloneType, goods);
    },

    /** An order for the next term of a clone: its first payment or a renewal, as the clone's feature decides. */
    async payClone(userId: number, cloneType: TCloneType, cloneId: number) {
      await requireUser(userId);
      const goods = cloneGoods.get(cloneType);
      if (!goods) throw AppError.notFound();
      const offer = await goods.offer(userId, cloneId);
      return checkout(
        {
          userId,
          kind: 'clone',
          item: {
            cloneType,
            cloneId,
            cloneKind: offer.cloneKind,
            name: offer.name,
            isRenewal: offer.isRenewal ? 1 : 0,
            returnPath: offer.returnPath,
          },
          amountCents: offer.amountCents,
          amountType: MoneyType.Membership,
        },
        { successUrl: offer.returnPath, cancelUrl: offer.returnPath },
      );
    },

    /**
     * Applies a payment once: the order leaves 'pending' and its goods are delivered in the same
     * transaction, so a replayed confirmation or webhook finds nothing left to do.
     */
    async fulfil(orderNo: string, payment: { channel?: string; providerOrderNo?: string } = {}) {
      const delivered = await db.transaction(async (tx) => {
        const paidAt = now();
        const order = await orders.settle(tx, orderNo, 'paid', { paidAt, ...payment });
        if (!order) return undefined;
        if (order.kind === 'kcoin') {
          const kcoins = Number(order.item.kcoins);
          await ledger.credit(
            {
              userId: order.userId,
              amount: kcoins,
              idempotencyKey: `order:${orderNo}`,
              reason: 'recharge',
              remark: order.introduction,
              refType: 'order',
              refId: orderNo,
            },
            tx,
          );
          const { invitedBy } = await orders.lockSubscriber(tx, order.userId);
          const share = Math.floor(kcoins * AFFILIATE_SHARE);
          if (invitedBy && share > 0) {
            await ledger.credit(
              {
                userId: invitedBy,
                amount: share,
                idempotencyKey: `affiliate:${orderNo}`,
                reason: 'affiliate',
                refType: 'order',
                refId: orderNo,
              },
              tx,
            );
          }
        } else if (order.kind === 'plan') {
          const plan = order.item.plan as PaidPlan;
          const subscriber = await orders.lockSubscriber(tx, order.userId);
          const period = order.item.period as TBillingPeriod;
          await orders.setSubscription(tx, order.userId, subscriptionAfterPurchase(subscriber, plan, period, paidAt));
          await ledger.credit(
            {
              userId: order.userId,
              // A term pays its K-coins up front: a yearly plan gives twelve months' worth.
              amount: PLAN_BENEFITS[plan].monthlyKcoins * PERIOD_MONTHS[period],
              idempotencyKey: `plan:${orderNo}`,
              reason: 'membership',
              remark: order.introduction,
              refType: 'order',
              refId: orderNo,
            },
            tx,
          );
        } else if (order.kind === 'clone') {
          await cloneGoodsOf(order).deliver(tx, order);
        }
        return order;
      });
      if (!delivered) return false;
      if (delivered.kind === 'clone') await cloneGoodsOf(delivered).afterDelivery(delivered);
      return true;
    },

    async fail(orderNo: string) {
      return Boolean(await db.transaction((tx) => orders.settle(tx, orderNo, 'failed')));
    },

    async ownOrder(userId: number, orderNo: string) {
      const order = await orders.byOrderNo(orderNo);
      if (!order || order.userId !== userId) throw AppError.notFound();
      return order;
    },

    /** The user's own sandbox order while it can still be paid: pending and within its 30 minutes. */
    async payableSandboxOrder(userId: number, orderNo: string) {
      const order = await service.ownOrder(userId, orderNo);
      const isPayable = order.provider === 'sandbox' && order.status === 'pending' && order.expiresAt > now();
      if (!isPayable) throw AppError.badRequest('orderNotPayable');
      return order;
    },

    /**
     * The sandbox page's buttons. Of several confirmations racing for one order only the one that
     * settles it succeeds; the others are refused like any replay.
     */
    async confirmSandbox(userId: number, orderNo: string, outcome: 'paid' | 'failed') {
      await service.payableSandboxOrder(userId, orderNo);
      const settled =
        outcome === 'paid' ? await service.fulfil(orderNo, { channel: 'sandbox' }) : await service.fail(orderNo);
      if (!settled) throw AppError.badRequest('orderNotPayable');
      return toOrder(await service.ownOrder(userId, orderNo));
    },

    async list(
      userId: number,
      options: {
        kinds?: OrderRow['kind'][];
        range: 'all' | 'today' | 'last7' | 'last30';
        current: number;
        size: number;
      },
    ) {
      await orders.expirePending(now());
      const { rows, total } = await orders.list(userId, {
        kinds: options.kinds,
        since: rangeStart(options.range, now()),
        offset: (options.current - 1) * options.size,
        limit: options.size,
      });
      return { records: rows.map(toOrder), total, current: options.current, size: options.size };
    },

    /** Stops renewal; the plan stays until its expiry time (SPEC status 47). */
    async cancelSubscription(userId: number) {
      const user = await requireUser(userId);
      if (user.subscriptionStatus !== SubscriptionStatus.Subscribed) throw AppError.badRequest('noSubscription');
      await userRepo.update(userId, { subscriptionStatus: SubscriptionStatus.CancelledUntilExpiry });
      return null;
    },

    /**
     * SPEC 4 expiry tips. K-coins never expire (SPEC 9), so the K-coin list is empty; the membership
     * list names the plan's expiry when it falls within a week.
     */
    async expireList(userId: number, moneyType: number): Promise<TExpireItem[]> {
      const user = await requireUser(userId);
      if (moneyType !== MoneyType.Membership || effectivePlan(user, now()) === 'free' || !user.vipExpireTime) return [];
      const daysLeft = Math.ceil((user.vipExpireTime.getTime() - now().getTime()) / DAY_MS);
      if (daysLeft > EXPIRY_TIP_DAYS || user.subscriptionStatus === SubscriptionStatus.Subscribed) return [];
      return [
        { moneySurplusExpire: daysLeft, moneyType: MoneyType.Membership, expireTime: user.vipExpireTime.toISOString() },
      ];
    },
  };
  return service;
}
export type PaymentService = ReturnType<typeof createPaymentService>;

export function rangeStart(range: 'all' | 'today' | 'last7' | 'last30', now: Date): Date | undefined {
  if (range === 'all') return undefined;
  const startOfToday = new Date(now);
  startOfToday.setUTCHours(0, 0, 0, 0);
  const days = range === 'today' ? 0 : range === 'last7' ? 6 : 29;
  return new Date(startOfToday.getTime() - days * DAY_MS);
}
