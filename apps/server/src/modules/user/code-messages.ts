import { Limit, translate, type TLocale } from '@orator/contracts';
import { renderMail } from '../../platform/mail-layout';

const MINUTES = Limit.verificationCodeTtlMs / 60_000;

const MAIL_TEXT = {
  register: { subject: 'mailCodeRegisterSubject', intro: 'mailCodeRegisterIntro' },
  reset: { subject: 'mailCodeResetSubject', intro: 'mailCodeResetIntro' },
} as const;

/** The e-mail that carries a one-time code, in the requester's language, greeting them by nickname. */
export function codeMail(purpose: keyof typeof MAIL_TEXT, locale: TLocale, code: string, nickname: string) {
  const keys = MAIL_TEXT[purpose];
  return renderMail(locale, {
    subject: translate(keys.subject, locale),
    name: nickname,
    paragraphs: [translate(keys.intro, locale)],
    code,
    notes: [translate('mailCodeExpiry', locale, { minutes: MINUTES }), translate('mailCodeIgnore', locale)],
  });
}

/** The text message that carries a phone sign-in code. */
export const codeSms = (locale: TLocale, code: string) => translate('smsCode', locale, { code, minutes: MINUTES });
