import { toLocale, translate, type TMessageKey } from '@orator/contracts';
import type { Logger } from 'pino';
import type { Mailer } from '../../platform/mail';
import { renderMail } from '../../platform/mail-layout';
import type { UserRepo } from '../user/user.repo';
import { cloneReason } from './voice-clone-view';
import type { VoiceCloneRow } from './voice-clone.repo';

type CloneMail = 'ready' | 'rejected' | 'failed' | 'expired';

const TEMPLATES: Record<CloneMail, { subject: TMessageKey; body: TMessageKey }> = {
  ready: { subject: 'cloneMailReadySubject', body: 'cloneMailReadyBody' },
  rejected: { subject: 'cloneMailRejectedSubject', body: 'cloneMailRejectedBody' },
  failed: { subject: 'cloneMailFailedSubject', body: 'cloneMailFailedBody' },
  expired: { subject: 'cloneMailExpiredSubject', body: 'cloneMailExpiredBody' },
};

/** The last day of a clone's term as readers of the language write a date ("November 26, 2027", "2027年11月26日"). */
function expiryDate(expiresAt: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(expiresAt);
}

/**
 * Tells a clone's owner, in the language they submitted it in, that it changed state. Accounts without an
 * e-mail address (phone sign-ups) see the state in the list only. A mail that cannot be sent is logged,
 * never undoing the change it reports.
 */
export function createCloneMailer(deps: { mailer: Mailer; users: UserRepo; log: Logger }) {
  return async function notify(kind: CloneMail, row: VoiceCloneRow) {
    const owner = await deps.users.byId(row.ownerId);
    if (!owner?.email) return;
    const locale = toLocale(row.locale);
    const params = {
      name: row.name,
      reason: cloneReason(row, locale) ?? '',
      expiry: row.expiresAt ? expiryDate(row.expiresAt, locale) : '',
    };
    const template = TEMPLATES[kind];
    try {
      await deps.mailer.send({
        to: owner.email,
        ...renderMail(locale, {
          subject: translate(template.subject, locale, params),
          name: owner.nickname,
          paragraphs: [translate(template.body, locale, params)],
        }),
      });
    } catch (error) {
      deps.log.warn({ err: error, cloneId: row.id, mail: kind }, 'voice clone e-mail not sent');
    }
  };
}
export type CloneMailer = ReturnType<typeof createCloneMailer>;
