import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import {
  ResultCode,
  UserType,
  type TForgetPasswordRequest,
  type TLocale,
  type TLoginRequest,
  type TLoginResult,
  type TRegisterActiveRequest,
  type TRegisterRequest,
  type TResetPasswordRequest,
  type TSendLoginCodeRequest,
  type TUpdateUserInfoRequest,
} from '@orator/contracts';
import type { Mailer } from '../../platform/mail';
import type { SmsSender } from '../../platform/sms';
import { AppError } from '../../platform/errors';
import { shortCode } from '../../platform/secrets';
import type { FileService } from '../file/file.service';
import type { CaptchaService } from './captcha.service';
import { codeMail, codeSms } from './code-messages';
import { loginNoticeMail } from './login-notice-mail';
import { createLoginThrottle, type LoginNotice } from './login-throttle';
import { hashPassword, verifyPassword } from './password-hash';
import { toE164 } from './phone';
import { planAllowsApi } from './plan-rules';
import { effectivePlan } from '../money/entitlements';
import type { SessionService } from './session.service';
import { toUserInfo } from './user-info';
import type { NewUser, UserRepo, UserRow } from './user.repo';
import type { VerificationService } from './verification.service';

/** Where a password login comes from: the client address (request.ip) and the request's logger. */
export interface LoginSource {
  client: string;
  log: Pick<Logger, 'error'>;
}
type TPasswordLogin = Omit<Extract<TLoginRequest, { loginType: 'email' }>, 'loginType'>;

/** The user row holds no language, so the notice goes out in English. */
const NOTICE_LOCALE: TLocale = 'en';

let decoy: Promise<string> | undefined;
/** Checked in place of a password hash for an unknown address, so that it takes as long to refuse as a known one. */
const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString('hex')));

interface Deps {
  repo: UserRepo;
  sessions: SessionService;
  captcha: CaptchaService;
  codes: VerificationService;
  files: FileService;
  mailer: Mailer;
  sms: SmsSender;
  /** The user's K-coin balance, from the ledger. */
  kcoinBalance: (userId: number) => Promise<number>;
  /** Sign-up sources that belong to the Brazilian partner channel (isHaoKeForBaXi). */
  haokeSources: string[];
  now?: () => Date;
}

/** SPEC 8: a failed login answers 500 with data, and the web app shows the message when isShowMsg is set. */
const loginFailure = (key: 'loginFailed' | 'accountDisabled') =>
  new AppError(ResultCode.ServerError, key, {}, { isShowMsg: true });

export function createAccountService({
  repo,
  sessions,
  captcha,
  codes,
  files,
  mailer,
  sms,
  kcoinBalance,
  haokeSources,
  now = () => new Date(),
}: Deps) {
  async function sendCode(
    purpose: 'register' | 'reset',
    recipient: { email: string; nickname: string },
    locale: TLocale,
    client: string,
    code?: string,
  ) {
    const issued = code ?? (await codes.issue(purpose, recipient.email, client));
    await mailer.send({ to: recipient.email, ...codeMail(purpose, locale, issued, recipient.nickname) });
  }

  /** Every sending limit still holds, but silently: a refusal would tell that the address is pending. */
  async function sendRegisterCodeUnlessThrottled(
    recipient: { email: string; nickname: string },
    locale: TLocale,
    client: string,
  ) {
    const code = await codes.issue('register', recipient.email, client).catch((error: unknown) => {
      if (error instanceof AppError && error.code === ResultCode.TooManyRequests) return undefined;
      throw error;
    });
    if (code) await sendCode('register', recipient, locale, client, code);
  }

  const throttle = createLoginThrottle(repo, now);

  /** Not awaited: the answer must not take longer for an address that has an account than for one that has none. */
  function tellOwnerOfFailures(user: UserRow, notice: LoginNotice, log: LoginSource['log']) {
    if (!user.email) return;
    mailer
      .send({ to: user.email, ...loginNoticeMail(NOTICE_LOCALE, user.nickname, notice) })
      .catch((error: unknown) => log.error({ err: error }, 'the notice of failed logins could not be sent'));
  }

  const describe = async (user: UserRow) => toUserInfo(user, await kcoinBalance(user.id));

  async function signIn(user: UserRow): Promise<TLoginResult> {
    return { token: await sessions.startSession(user.id), userInfo: await describe(user) };
  }

  async function uniqueInviteCode(): Promise<string> {
    for (;;) {
      const code = shortCode();
      if (!(await repo.byInviteCode(code))) return code;
    }
  }

  async function attribution(input: { source?: string; inviteCode?: string; via?: string }) {
    const inviter = input.inviteCode ? await repo.byInviteCode(input.inviteCode) : undefined;
    return { source: input.source ?? null, via: input.via ?? null, invitedBy: inviter?.id ?? null };
  }

  const service = {
    /**
     * A sign-up for an address that is still pending never changes it: the first password, nickname and attribution
     * stay, and the caller only causes a fresh code for that original registration (docs/security.md, item 3). Both
     * callers get the same answer after the same work (one password hash, at most one mail), so the answer does not
     * tell whether the address was already pending.
     */
    async register(input: TRegisterRequest, locale: TLocale, client: string) {
      await captcha.verify(input.captchaId, input.captchaCode);
      const existing = await repo.byEmail(input.email);
      if (existing && existing.status !== 'pending') throw AppError.badRequest('emailRegistered');
      const passwordHash = await hashPassword(input.password);
      const original =
        existing ??
        (await repo.insertUnlessEmailTaken({
          email: input.email,
          status: 'pending',
          inviteCode: await uniqueInviteCode(),
          nickname: input.nickname,
          passwordHash,
          userType: input.userType,
          ...(await attribution(input)),
        })) ??
        (await repo.byEmail(input.email));
      if (original?.status === 'pending')
        await sendRegisterCodeUnlessThrottled({ email: input.email, nickname: original.nickname }, locale, client);
      return { email: input.email };
    },

    async resendRegisterCode(
      input: { email: string; captchaId: string; captchaCode: string },
      locale: TLocale,
      client: string,
    ) {
      await captcha.verify(input.captchaId, input.captchaCode);
      const user = await repo.byEmail(input.email);
      if (!user) throw AppError.badRequest('accountNotFound');
      if (user.status !== 'pending') throw AppError.badRequest('emailRegistered');
      await sendCode('register', { email: input.email, nickname: user.nickname }, locale, client);
      return null;
    },

    async activate(input: TRegisterActiveRequest): Promise<TLoginResult> {
      const user = await repo.byEmail(input.email);
      if (!user || user.status !== 'pending') throw AppError.badRequest('codeIncorrect');
      await codes.consume('register', input.email, input.verificationCode);
      return signIn(await repo.update(user.id, { status: 'active' }));
    },

    /**
     * Failures cost the client that makes them, not the owner (docs/security.md, item 1): the captcha, when the
     * account asks for one, is checked before the password; an unknown address goes through the same counts and
     * the same hashing as a known one, and only an owner is told.
     */
    async loginWithPassword(input: TPasswordLogin, source: LoginSource): Promise<TLoginResult> {
      const captchaSolved = input.captchaId !== undefined || input.captchaCode !== undefined;
      if (captchaSolved) await captcha.verify(input.captchaId ?? '', input.captchaCode ?? '');
      await throttle.admit(input.email, source.client, captchaSolved);
      const user = await repo.byEmail(input.email);
      const matches = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
      if (!user?.passwordHash || !matches) {
        const notice = await throttle.noticeDue(input.email);
        if (notice && user) tellOwnerOfFailures(user, notice, source.log);
        throw loginFailure('loginFailed');
      }
      await throttle.clear(input.email);
      if (user.status === 'pending')
        throw new AppError(ResultCode.AccountNotActivated, 'accountNotActivated', {}, { email: user.email });
      if (user.status === 'disabled') throw loginFailure('accountDisabled');
      return signIn(user);
    },

    async sendLoginCode(input: TSendLoginCodeRequest, locale: TLocale, client: string) {
      const phone = toE164(input.countryCode, input.phone);
      await captcha.verify(input.captchaId, input.captchaCode);
      const code = await codes.issue('login', phone, client);
      await sms.send(phone, codeSms(locale, code));
      return null;
    },

    /** Phone sign-in also signs up: the first verified code creates the account. */
    async loginWithPhone(input: {
      countryCode: string;
      phone: string;
      verificationCode: string;
      source?: string;
      inviteCode?: string;
      via?: string;
    }): Promise<TLoginResult> {
      const phone = toE164(input.countryCode, input.phone);
      await codes.consume('login', phone, input.verificationCode);
      const existing = await repo.byPhone(phone);
      if (existing?.status === 'disabled') throw loginFailure('accountDisabled');
      if (existing)
        return signIn(existing.status === 'pending' ? await repo.update(existing.id, { status: 'active' }) : existing);
      const created = await repo.insert({
        phone,
        nickname: `User ${phone.slice(-4)}`,
        status: 'active',
        userType: UserType.Personal,
        inviteCode: await uniqueInviteCode(),
        ...(await attribution(input)),
      });
      return signIn(created);
    },

    async forgetPassword(input: TForgetPasswordRequest, locale: TLocale, client: string) {
      await captcha.verify(input.captchaId, input.captchaCode);
      const user = await repo.byEmail(input.email);
      if (!user || user.status === 'disabled') throw AppError.badRequest('accountNotFound');
      await sendCode('reset', { email: input.email, nickname: user.nickname }, locale, client);
      return null;
    },

    /**
     * A new password ends every open session: whoever knew the old one is signed out. API tokens go too when the
     * owner asks (the reset page does by default): one made by whoever had the account would otherwise outlive it.
     */
    async resetPassword(input: TResetPasswordRequest) {
      const user = await repo.byEmail(input.email);
      if (!user) throw AppError.badRequest('codeIncorrect');
      await codes.consume('reset', input.email, input.verificationCode);
      // Proving control of the mailbox also activates an account that never finished sign-up.
      await repo.update(user.id, {
        passwordHash: await hashPassword(input.password),
        status: user.status === 'pending' ? 'active' : user.status,
      });
      await repo.revokeAllSessions(user.id);
      if (input.revokeApiTokens) await repo.revokeAllApiTokens(user.id);
      await repo.clearLoginFailures(input.email);
      return null;
    },

    async userInfo(userId: number) {
      const user = await repo.byId(userId);
      if (!user) throw AppError.sessionExpired();
      return describe(user);
    },

    async updateUserInfo(userId: number, input: TUpdateUserInfoRequest) {
      const user = await repo.byId(userId);
      if (!user) throw AppError.sessionExpired();
      const changes: Partial<NewUser> = {};
      if (input.nickname !== undefined) changes.nickname = input.nickname;
      if (input.city !== undefined) changes.city = input.city || null;
      if (input.message !== undefined) changes.message = input.message || null;
      if (input.userType !== undefined) changes.userType = input.userType;
      if (input.profile !== undefined) changes.profile = { ...user.profile, ...input.profile };
      if (input.username !== undefined && input.username !== user.username) {
        const holder = await repo.byUsername(input.username);
        if (holder && holder.id !== userId) throw AppError.badRequest('usernameTaken');
        changes.username = input.username;
      }
      if (input.avatarFileId !== undefined) {
        await files.assertProfileAvatar(userId, input.avatarFileId);
        changes.avatarFileId = input.avatarFileId;
      }
      return describe(Object.keys(changes).length ? await repo.update(userId, changes) : user);
    },

    async apiPermission(userId: number) {
      const user = await repo.byId(userId);
      if (!user) throw AppError.sessionExpired();
      return { hasPermission: planAllowsApi(user), plan: effectivePlan(user) };
    },

    async requireAdmin(userId: number) {
      const user = await repo.byId(userId);
      if (user?.role !== 'admin') throw AppError.forbidden();
    },

    async isHaoKe(userId: number) {
      const user = await repo.byId(userId);
      return { isHaoKe: Boolean(user?.source && haokeSources.includes(user.source)) };
    },

    async findOrCreateSocialUser(identity: {
      provider: string;
      subject: string;
      email: string | null;
      emailVerified: boolean;
      name: string | null;
      attribution: { source?: string; inviteCode?: string };
    }): Promise<TLoginResult> {
      const linked = await repo.socialIdentity(identity.provider, identity.subject);
      let user = linked ? await repo.byId(linked.userId) : undefined;
      // A verified address from the provider proves ownership of an existing account with that e-mail.
      if (!user && identity.email && identity.emailVerified) user = await repo.byEmail(identity.email);
      if (!user) {
        user = await repo.insert({
          email: identity.email && identity.emailVerified ? identity.email : null,
          nickname: identity.name || identity.email?.split('@')[0] || `User ${identity.subject.slice(-4)}`,
          status: 'active',
          inviteCode: await uniqueInviteCode(),
          ...(await attribution(identity.attribution)),
        });
      } else if (user.status === 'pending') {
        user = await repo.update(user.id, { status: 'active' });
      }
      if (user.status === 'disabled') throw loginFailure('accountDisabled');
      await repo.insertSocialIdentity({
        provider: identity.provider,
        subject: identity.subject,
        userId: user.id,
        email: identity.email,
        emailVerified: identity.emailVerified,
      });
      return signIn(user);
    },
  };
  return service;
}
export type AccountService = ReturnType<typeof createAccountService>;
