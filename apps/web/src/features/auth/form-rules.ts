import type { FormRule } from 'antd';
import {
  ZCaptchaAnswer,
  ZEmail,
  ZNickname,
  ZPassword,
  ZPasswordLoginRequest,
  ZPhone,
  ZVerificationCode,
} from '@orator/contracts';
import { schemaRule } from '../../shared/forms/schema-rule';
import { messageText } from '../../shared/i18n/message-text';

/** Separators people type inside phone numbers; the API receives digits only. */
const PHONE_SEPARATORS = /[\s().-]/g;
/** E.164 allows at most 15 digits; no national number is shorter than 4. */
const PHONE_DIGITS = /^\d{4,15}$/;

export function normalizePhone(phone: string): string {
  return phone.replace(PHONE_SEPARATORS, '');
}

export const captchaSchema = ZCaptchaAnswer.shape.captchaCode;

export const emailRules: FormRule[] = [schemaRule(ZEmail)];
export const currentPasswordRules: FormRule[] = [schemaRule(ZPasswordLoginRequest.shape.password)];
export const newPasswordRules: FormRule[] = [schemaRule(ZPassword)];
export const nicknameRules: FormRule[] = [schemaRule(ZNickname)];
export const verificationCodeRules: FormRule[] = [schemaRule(ZVerificationCode)];
export const captchaRules: FormRule[] = [schemaRule(captchaSchema)];

export const phoneRules: FormRule[] = [
  schemaRule(ZPhone.shape.phone),
  {
    validator: async (_rule, value: unknown) => {
      if (typeof value === 'string' && value.trim() && !PHONE_DIGITS.test(normalizePhone(value))) {
        throw new Error(messageText('phoneInvalid'));
      }
    },
  },
];

/** Must repeat the field named `password` of the same form. */
export const confirmPasswordRules: FormRule[] = [
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value === '') throw new Error(messageText('passwordRequired'));
      if (value !== getFieldValue('password')) throw new Error(messageText('passwordMismatch'));
    },
  }),
];

export const agreeTermsRules: FormRule[] = [
  {
    validator: async (_rule, value: unknown) => {
      if (value !== true) throw new Error(messageText('agreeTermsRequired'));
    },
  },
];
