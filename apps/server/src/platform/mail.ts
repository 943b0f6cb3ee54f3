import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { TLocale } from '@orator/contracts';
import type { Logger } from 'pino';
import { writeOutboxFile } from './outbox';

/** Every e-mail has a plain text part and an HTML part in one language (see mail-layout.ts). */
export interface MailMessage {
  to: string;
  language: TLocale;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Quoted-printable keeps codes and links readable in the raw message, where base64 would hide them. */
const toNodemailer = ({ language, ...message }: MailMessage, from: string) => ({
  from,
  ...message,
  headers: { 'Content-Language': language },
  textEncoding: 'quoted-printable' as const,
});

/** Nodemailer loads with the first e-mail: an idle server keeps its 15 MB free. */
function lazyTransport(settings: string | { streamTransport: true; buffer: true; newline: 'unix' }) {
  let transport: Promise<Transporter> | undefined;
  return () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(settings)));
}

/**
 * SMTP when configured; otherwise the whole multipart message as an .eml in DATA_DIR/outbox, which a mail program
 * opens, so a local user can read the code.
 */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; log: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = lazyTransport(options.smtpUrl);
    return {
      async send(message) {
        await (await transport()).sendMail(toNodemailer(message, options.from));
        options.log.info({ to: message.to, subject: message.subject }, 'mail sent over SMTP');
      },
    };
  }
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = path.join(options.dataDir, 'outbox');
  return {
    async send(message) {
      const info = await (await transport()).sendMail(toNodemailer(message, options.from));
      const file = await writeOutboxFile(outbox, message.to, 'eml', info.message as Buffer);
      options.log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
    },
  };
}
