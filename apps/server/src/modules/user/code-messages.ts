import type { TLocale } from '@orator/contracts';
import type { CodePurpose } from './verification.repo';

const subjects: Record<CodePurpose, Record<TLocale, string>> = {
  register: { en: 'Activate your Orator account', zh: '激活您的 Orator 账号', pt: 'Ative sua conta Orator' },
  login: { en: 'Your Orator sign-in code', zh: '您的 Orator 登录验证码', pt: 'Seu código de acesso Orator' },
  reset: { en: 'Reset your Orator password', zh: '重置您的 Orator 密码', pt: 'Redefina sua senha Orator' },
};

const bodies: Record<TLocale, (code: string) => string> = {
  en: (code) => `Your verification code is ${code}. It expires in 10 minutes and works once.`,
  zh: (code) => `您的验证码是 ${code}，10 分钟内有效，仅可使用一次。`,
  pt: (code) => `Seu código de verificação é ${code}. Ele expira em 10 minutos e só pode ser usado uma vez.`,
};

/** The e-mail or SMS that carries a one-time code, in the requester's language. */
export function codeMessage(purpose: CodePurpose, locale: TLocale, code: string) {
  const ignoreNotice: Record<TLocale, string> = {
    en: 'If you did not ask for it, ignore this message.',
    zh: '如果这不是您本人的操作，请忽略此消息。',
    pt: 'Se você não pediu este código, ignore esta mensagem.',
  };
  return { subject: subjects[purpose][locale], text: `${bodies[locale](code)}\n\n${ignoreNotice[locale]}` };
}
