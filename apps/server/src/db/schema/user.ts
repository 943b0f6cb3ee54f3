import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TProfileSurvey } from '@orator/contracts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    nickname: text('nickname').notNull(),
    username: text('username'),
    avatarFileId: integer('avatar_file_id'),
    userType: smallint('user_type').notNull().default(1),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    status: text('status', { enum: ['pending', 'active', 'disabled'] })
      .notNull()
      .default('pending'),
    city: text('city'),
    message: text('message'),
    plan: text('plan', { enum: ['free', 'standard', 'pro', 'enterprise'] })
      .notNull()
      .default('free'),
    subscriptionStatus: smallint('subscription_status'),
    vipExpireTime: timestamp('vip_expire_time', { withTimezone: true }),
    inviteCode: text('invite_code').notNull(),
    invitedBy: integer('invited_by'),
    source: text('source'),
    via: text('via'),
    profile: jsonb('profile').$type<TProfileSurvey>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_invite_code_key').on(t.inviteCode),
  ],
);

/** Session and API tokens; only a SHA-256 of the token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['session', 'api'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    name: text('name'),
    tokenHint: text('token_hint').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_tokens_hash_key').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId, t.kind)],
);

/** One-time codes sent by e-mail or SMS; stored hashed, expire after 10 minutes and work once. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purpose: text('purpose', { enum: ['register', 'login', 'reset'] }).notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The address of the client that asked for the code, for the per-client daily limit (#12). */
    client: text('client'),
  },
  (t) => [
    index('verification_codes_target_idx').on(t.purpose, t.target, t.createdAt),
    index('verification_codes_client_idx').on(t.client, t.createdAt),
  ],
);

export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Failed password logins, counted per account and per (account, client) for the login throttle (#12). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    target: text('target').notNull(),
    /** The address of the client that failed. */
    client: text('client'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_target_idx').on(t.target, t.createdAt),
    index('login_failures_target_client_idx').on(t.target, t.client, t.createdAt),
  ],
);

export const deviceIdentities = pgTable('device_identities', {
  id: text('id').primaryKey(),
  userAgent: text('user_agent'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const oauthStates = pgTable('oauth_states', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  payload: jsonb('payload')
    .$type<{
      randomNumber: string;
      userReqIdentityId: string | null;
      source: string | null;
      inviteUser: string | null;
      redirect: string | null;
    }>()
    .notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const socialIdentities = pgTable(
  'social_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('social_identities_key').on(t.provider, t.subject)],
);
