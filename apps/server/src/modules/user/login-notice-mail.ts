import { translate, type TLocale } from '@orator/contracts';
import { renderMail } from '../../platform/mail-layout';
import { LoginThrottleLimit, type LoginNotice } from './login-throttle';

/** Enough to recognise an attack or one's own typing; a long list of addresses helps no reader. */
const LISTED_SOURCES = 5;

/** "2026-11-26 14:03 UTC": the server cannot know the owner's time zone, so the time says its own. */
const utcMinute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Tells the owner that her account now asks for a captcha after failed logins, and how to react if it was not her. */
export function loginNoticeMail(locale: TLocale, nickname: string, notice: LoginNotice) {
  const latest = notice.sources[0];
  return renderMail(locale, {
    subject: translate('mailLoginNoticeSubject', locale),
    name: nickname,
    paragraphs: [
      translate('mailLoginNoticeAttempts', locale, {
        count: notice.count,
        minutes: LoginThrottleLimit.windowMs / 60_000,
        addresses: notice.sources
          .slice(0, LISTED_SOURCES)
          .map((source) => source.client)
          .join(', '),
        time: latest ? utcMinute(latest.at) : '',
      }),
      translate('mailLoginNoticeCaptcha', locale),
      translate('mailLoginNoticeReset', locale),
    ],
  });
}
