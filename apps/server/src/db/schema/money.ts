import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './user';

/** The cached K-coin position of one user; rewritten only under a row lock by the ledger. */
export const kcoinAccounts = pgTable('kcoin_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  held: bigint('held', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const LEDGER_KINDS = ['credit', 'debit', 'hold', 'capture', 'release'] as const;
export type TLedgerKind = (typeof LEDGER_KINDS)[number];

/** Append-only: every change of balance or holds is one row, never updated or deleted. */
export const kcoinEntries = pgTable(
  'kcoin_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    heldAfter: bigint('held_after', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    holdId: integer('hold_id'),
    reason: text('reason').notNull(),
    remark: text('remark'),
    refType: text('ref_type'),
    refId: text('ref_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kcoin_entries_idempotency_key').on(t.userId, t.idempotencyKey),
    index('kcoin_entries_user_idx').on(t.userId, t.createdAt),
  ],
);

/** A reservation for one task: captured when the work succeeds, released when it fails. */
export const kcoinHolds = pgTable(
  'kcoin_holds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['open', 'captured', 'released'] })
      .notNull()
      .default('open'),
    capturedAmount: bigint('captured_amount', { mode: 'number' }),
    feature: text('feature').notNull(),
    refId: text('ref_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('kcoin_holds_user_idx').on(t.userId, t.status)],
);

/** Orders of SPEC section 3: K-coin recharges, plan purchases and clone payments. */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['kcoin', 'plan', 'clone'] }).notNull(),
    /** What was bought: a K-coin package id, a plan grade + period, a clone task id. */
    item: jsonb('item').$type<Record<string, string | number>>().notNull(),
    introduction: text('introduction').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** 21 K-coins, 20 membership (SPEC money types). */
    amountType: smallint('amount_type').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'cancelled', 'expired'] })
      .notNull()
      .default('pending'),
    provider: text('provider').notNull(),
    channel: text('channel'),
    providerOrderNo: text('provider_order_no'),
    remark: text('remark'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('orders_order_no_key').on(t.orderNo), index('orders_user_idx').on(t.userId, t.createdAt)],
);

/** Payment-provider events already applied; a replayed webhook finds its id here and does nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  orderNo: text('order_no'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Uses of metered tools on the free plan's trial allowance (SPEC 6: the first 3 uses are free). */
export const featureTrials = pgTable(
  'feature_trials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
    refId: text('ref_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('feature_trials_ref_key').on(t.userId, t.feature, t.refId)],
);

/** One row per user per calendar day in the user's time zone (SPEC 4 sign-in). */
export const signIns = pgTable(
  'sign_ins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    giftKcoins: integer('gift_kcoins').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sign_ins_user_day_key').on(t.userId, t.day)],
);
