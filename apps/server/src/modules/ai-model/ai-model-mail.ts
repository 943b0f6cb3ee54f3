import { toLocale, translate } from '@orator/contracts';
import type { Logger } from 'pino';
import type { Mailer } from '../../platform/mail';
import { renderMail } from '../../platform/mail-layout';
import type { UserRepo } from '../user/user.repo';
import { failureText } from './ai-model-view';
import type { AiModelRepo, AiModelRow } from './ai-model.repo';

/**
 * SPEC 4 "AI model generation ... followed by an e-mail": tells the owner, in the language of the request, that the
 * pictures are ready or could not be made. Once per generation (a retried job does not mail again); accounts
 * without an e-mail address see it on the page only; a mail that cannot be sent is logged, never undoing the result.
 */
export function createAiModelMailer(deps: { mailer: Mailer; users: UserRepo; repo: AiModelRepo; log: Logger }) {
  return async function notify(task: AiModelRow, outcome: { count: number } | { reason: string }) {
    const owner = await deps.users.byId(task.ownerId);
    if (!owner?.email || !(await deps.repo.claimNotice(task.id))) return;
    const locale = toLocale(task.locale);
    const [subject, body] =
      'count' in outcome
        ? [
            translate('aiModelMailReadySubject', locale),
            translate('aiModelMailReadyBody', locale, { count: outcome.count }),
          ]
        : [
            translate('aiModelMailFailedSubject', locale),
            translate('aiModelMailFailedBody', locale, { reason: failureText(outcome.reason, locale) }),
          ];
    try {
      await deps.mailer.send({
        to: owner.email,
        ...renderMail(locale, { subject, name: owner.nickname, paragraphs: [body] }),
      });
    } catch (error) {
      deps.log.warn({ err: error, taskId: task.id }, 'AI model e-mail not sent');
    }
  };
}
