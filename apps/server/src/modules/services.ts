import type { AppContext } from '../platform/context';
import { createAnalyticsService } from './analytics/analytics.service';
import { createFileRepo } from './file/file.repo';
import { createChargeService } from './money/charge.service';
import { createLedgerService } from './money/ledger.service';
import { createOrderRepo } from './money/order.repo';
import { sandboxProvider } from './money/payment-provider';
import { createPaymentService } from './money/payment.service';
import { createPermissionService } from './money/permission.service';
import { createRecordsService } from './money/records.service';
import { createRewardsService } from './money/rewards.service';
import { createSignInService } from './money/sign-in.service';
import { createStripeClient, createStripeProvider } from './money/stripe-provider';
import { createStripeWebhookHandler } from './money/stripe-webhook';
import { createFileService } from './file/file.service';
import { createSystemService } from './system/system.service';
import { createAccountService } from './user/account.service';
import { createCaptchaService } from './user/captcha.service';
import { createIdentityService } from './user/identity.service';
import { createOAuthService } from './user/oauth.service';
import { createSessionService } from './user/session.service';
import { createUserRepo } from './user/user.repo';
import { createVerificationRepo } from './user/verification.repo';
import { createVerificationService } from './user/verification.service';

/** The composition root of the domain layer: each service gets exactly the repos and platform parts it needs. */
export function createServices(ctx: AppContext) {
  const { db } = ctx.database;
  const userRepo = createUserRepo(db);
  const verificationRepo = createVerificationRepo(db);
  const files = createFileService(createFileRepo(db), ctx.storage);
  const sessions = createSessionService(userRepo);
  const captcha = createCaptchaService(verificationRepo);
  const ledger = createLedgerService(db);
  const account = createAccountService({
    repo: userRepo,
    sessions,
    captcha,
    codes: createVerificationService(verificationRepo),
    files,
    mailer: ctx.mailer,
    sms: ctx.sms,
    kcoinBalance: async (userId) => (await ledger.position(userId)).balance,
    haokeSources: ctx.config.haokeSources,
  });
  // Stripe takes real payments when configured; otherwise the local sandbox completes them.
  const stripe = ctx.config.stripe ? createStripeClient(ctx.config.stripe) : undefined;
  const orders = createOrderRepo(db);
  const publicUrl = ctx.config.publicUrl ?? `http://localhost:${ctx.config.port}`;
  const provider = stripe ? createStripeProvider(stripe, publicUrl) : sandboxProvider;
  const signIn = createSignInService(db, ledger);
  const payments = createPaymentService({ db, orders, userRepo, ledger, provider });
  return {
    account,
    ledger,
    charges: createChargeService({ db, ledger, users: userRepo }),
    payments,
    stripeWebhook:
      stripe &&
      createStripeWebhookHandler({ stripe, webhookSecret: ctx.config.stripe!.webhookSecret, db, orders, payments }),
    permissions: createPermissionService(userRepo),
    records: createRecordsService(ledger),
    signIn,
    rewards: createRewardsService({ db, ledger, signIn }),
    analytics: createAnalyticsService(db),
    sessions,
    captcha,
    files,
    identity: createIdentityService(db),
    oauth: createOAuthService({ db, account, providers: ctx.config.oauth }),
    system: createSystemService(ctx),
  };
}
export type Services = ReturnType<typeof createServices>;
