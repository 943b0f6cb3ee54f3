import { toLocale, translate, type TMessageKey } from '@orator/contracts';
import type { Logger } from 'pino';
import type { Mailer } from '../../platform/mail';
import { renderMail } from '../../platform/mail-layout';
import type { UserRepo } from '../user/user.repo';
import { reasonText } from './avatar-clone-view';
import type { AvatarCloneRow } from './avatar-clone.repo';

export type AvatarCloneMail = 'ready' | 'rejected' | 'failed' | 'expired' | 'lapsed';

const TEMPLATES: Record<AvatarCloneMail, { subject: TMessageKey; body: TMessageKey }> = {
  ready: { subject: 'avatarCloneMailReadySubject', body: 'avatarCloneMailReadyBody' },
  rejected: { subject: 'avatarCloneMailRejectedSubject', body: 'avatarCloneMailRejectedBody' },
  failed: { subject: 'avatarCloneMailFailedSubject', body: 'avatarCloneMailFailedBody' },
  expired: { subject: 'avatarCloneMailExpiredSubject', body: 'avatarCloneMailExpiredBody' },
  lapsed: { subject: 'avatarCloneMailLapsedSubject', body: 'avatarCloneMailLapsedBody' },
};

/**
 * Tells a clone's owner, in the language they submitted it in, that it changed state. Accounts without an
 * e-mail address see the state in the list only; a mail that cannot be sent is logged, never undoing the
 * change it reports.
 */
export function createAvatarCloneMailer(deps: { mailer: Mailer; users: UserRepo; log: Logger }) {
  return async function notify(kind: AvatarCloneMail, row: AvatarCloneRow) {
    const owner = await deps.users.byId(row.ownerId);
    if (!owner?.email) return;
    const locale = toLocale(row.locale);
    const params = {
      name: row.name,
      reason: reasonText(row.reason, locale) ?? '',
      expiry: row.expiresAt
        ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(row.expiresAt)
        : '',
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
      deps.log.warn({ err: error, cloneId: row.id, mail: kind }, 'avatar clone e-mail not sent');
    }
  };
}
