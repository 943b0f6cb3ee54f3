import { z } from 'zod';
import { Limit } from './constants';
import type { TMessageKey } from './messages';

/** Zod issues carry a message key; the API and the web app translate it. */
const m = (key: TMessageKey) => ({ message: key });

export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;
export const USERNAME_PATTERN = /^[\p{L}\p{N}_]+$/u;

export const ZEmail = z
  .string(m('emailRequired'))
  .trim()
  .min(1, m('emailRequired'))
  .max(254, m('emailInvalid'))
  .pipe(z.email(m('emailInvalid')))
  .transform((value) => value.toLowerCase());

export const ZPassword = z
  .string(m('passwordRequired'))
  .min(1, m('passwordRequired'))
  .max(128, m('passwordWeak'))
  .regex(PASSWORD_PATTERN, m('passwordWeak'));

export const ZVerificationCode = z
  .string(m('codeRequired'))
  .trim()
  .min(1, m('codeRequired'))
  .regex(new RegExp(`^\\d{${Limit.verificationCodeLength}}$`), m('codeIncorrect'));

export const ZNickname = z.string(m('nicknameRequired')).trim().min(1, m('nicknameRequired')).max(40);

export const ZUsername = z.string().trim().min(1).max(32).regex(USERNAME_PATTERN, m('usernameInvalid'));

export const ZCaptchaAnswer = z.object({
  captchaId: z.string(m('captchaIncorrect')).min(1, m('captchaIncorrect')),
  captchaCode: z.string(m('captchaIncorrect')).trim().min(1, m('captchaIncorrect')),
});

export const ZPhone = z.object({
  /** ISO 3166 country code such as "US" or "BR", from phoneCountry. */
  countryCode: z.string(m('phoneRequired')).length(2, m('phoneInvalid')),
  phone: z.string(m('phoneRequired')).trim().min(1, m('phoneRequired')).max(20, m('phoneInvalid')),
});
