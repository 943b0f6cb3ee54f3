import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { writeOutboxFile } from './outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when configured; otherwise an .eml per message in DATA_DIR/outbox so a local user can read the code. */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; log: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        options.log.info({ to: message.to, subject: message.subject }, 'mail sent over SMTP');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = path.join(options.dataDir, 'outbox');
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      const file = await writeOutboxFile(outbox, message.to, 'eml', info.message as Buffer);
      options.log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
    },
  };
}
