import type { TCatalogue } from './catalogue';

/** The e-mails and text messages the server sends: one-time codes and the words around every e-mail. */
export const mailMessages = {
  mailCodeRegisterSubject: {
    en: 'Activate your Orator account',
    zh: '激活您的 Orator 账号',
    pt: 'Ative sua conta Orator',
  },
  mailCodeRegisterIntro: {
    en: 'Enter this code to activate your Orator account:',
    zh: '请输入以下验证码激活您的 Orator 账号：',
    pt: 'Digite este código para ativar sua conta Orator:',
  },
  mailCodeResetSubject: {
    en: 'Reset your Orator password',
    zh: '重置您的 Orator 密码',
    pt: 'Redefina sua senha Orator',
  },
  mailCodeResetIntro: {
    en: 'Enter this code to choose a new password for your Orator account:',
    zh: '请输入以下验证码为您的 Orator 账号设置新密码：',
    pt: 'Digite este código para escolher uma nova senha para sua conta Orator:',
  },
  mailCodeExpiry: {
    en: 'It expires in {{minutes}} minutes and works once.',
    zh: '验证码 {{minutes}} 分钟内有效，仅可使用一次。',
    pt: 'Ele expira em {{minutes}} minutos e só pode ser usado uma vez.',
  },
  mailCodeIgnore: {
    en: 'If you did not ask for it, ignore this message.',
    zh: '如果这不是您本人的操作，请忽略此消息。',
    pt: 'Se você não pediu este código, ignore esta mensagem.',
  },
  mailLoginNoticeSubject: {
    en: 'Failed sign-in attempts on your Orator account',
    zh: '您的 Orator 账号有多次登录失败',
    pt: 'Tentativas de login sem sucesso na sua conta Orator',
  },
  mailLoginNoticeAttempts: {
    en: 'Someone entered a wrong password for your Orator account {{count}} times in the last {{minutes}} minutes, from {{addresses}}. The latest attempt was at {{time}}.',
    zh: '过去 {{minutes}} 分钟内，有人用错误的密码尝试登录您的 Orator 账号 {{count}} 次，来源地址：{{addresses}}。最近一次尝试时间：{{time}}。',
    pt: 'Alguém digitou uma senha errada para sua conta Orator {{count}} vezes nos últimos {{minutes}} minutos, a partir de {{addresses}}. A última tentativa foi em {{time}}.',
  },
  mailLoginNoticeCaptcha: {
    en: 'Your password has not been changed. While the attempts go on, signing in to your account also asks for a calculation, which slows guessing down.',
    zh: '您的密码没有被更改。在这些尝试持续期间，登录您的账号还需要输入计算结果，以减缓猜测。',
    pt: 'Sua senha não foi alterada. Enquanto as tentativas continuarem, o login na sua conta também pede um cálculo, o que torna a adivinhação mais lenta.',
  },
  mailLoginNoticeReset: {
    en: 'If this was not you, choose a new password with "Forgot password?" on the login page. If it was you, ignore this message.',
    zh: '如果这不是您本人的操作，请在登录页点击“忘记密码？”设置新密码。如果是您本人，请忽略此消息。',
    pt: 'Se não foi você, escolha uma nova senha em "Esqueceu a senha?" na página de login. Se foi você, ignore esta mensagem.',
  },
  smsCode: {
    en: 'Your verification code is {{code}}. It expires in {{minutes}} minutes and works once. If you did not ask for it, ignore this message.',
    zh: '您的验证码是 {{code}}，{{minutes}} 分钟内有效，仅可使用一次。如果这不是您本人的操作，请忽略此消息。',
    pt: 'Seu código de verificação é {{code}}. Ele expira em {{minutes}} minutos e só pode ser usado uma vez. Se você não pediu este código, ignore esta mensagem.',
  },
  mailGreeting: {
    en: 'Hello {{name}},',
    zh: '{{name}}，您好：',
    pt: 'Olá, {{name}},',
  },
  mailTagline: {
    en: 'AI video and voice studio',
    zh: 'AI 视频与声音工作室',
    pt: 'Estúdio de vídeo e voz com IA',
  },
  mailAutomatic: {
    en: 'This message was sent automatically by Orator; replies are not read.',
    zh: '此邮件由 Orator 自动发送，请勿直接回复。',
    pt: 'Esta mensagem foi enviada automaticamente pelo Orator; as respostas não são lidas.',
  },
} satisfies TCatalogue;
