import type { AppContext } from '../platform/context';
import { createFileRepo } from './file/file.repo';
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
  const account = createAccountService({
    repo: userRepo,
    sessions,
    captcha,
    codes: createVerificationService(verificationRepo),
    files,
    mailer: ctx.mailer,
    sms: ctx.sms,
    haokeSources: ctx.config.haokeSources,
  });
  return {
    account,
    sessions,
    captcha,
    files,
    identity: createIdentityService(db),
    oauth: createOAuthService({ db, account, providers: ctx.config.oauth }),
    system: createSystemService(ctx),
  };
}
export type Services = ReturnType<typeof createServices>;
