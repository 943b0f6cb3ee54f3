import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { createMailer } from './mail';
import { renderMail } from './mail-layout';
import { createSmsSender } from './sms';

const log = pino({ level: 'silent' });
let dataDir: string;
let smtp: SMTPServer;
const received: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'orator-mail-'));
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await fsp.rm(dataDir, { recursive: true, force: true });
});

describe('mail', () => {
  it('delivers over SMTP when SMTP_URL is set', async () => {
    const { port } = smtp.server.address() as AddressInfo;
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Orator <no-reply@orator.local>',
      dataDir,
      log,
    });
    await mailer.send({
      to: 'ada@example.com',
      ...renderMail('en', { subject: 'Your code', paragraphs: ['Code 123456'] }),
    });
    expect(received.at(-1)?.to).toEqual(['ada@example.com']);
    expect(received.at(-1)?.raw).toContain('Code 123456');
  });

  it('writes an .eml to the outbox without SMTP', async () => {
    const mailer = createMailer({ from: 'Orator <no-reply@orator.local>', dataDir, log });
    await mailer.send({
      to: 'bob@example.com',
      ...renderMail('en', { subject: 'Hello', paragraphs: ['Code 654321'] }),
    });
    const files = await fsp.readdir(path.join(dataDir, 'outbox'));
    const eml = files.find((f) => f.endsWith('bob@example.com.eml'));
    expect(eml).toBeDefined();
    const content = await fsp.readFile(path.join(dataDir, 'outbox', eml!), 'utf8');
    expect(content).toMatch(/^Subject: Hello$/m);
    expect(content).toContain('Code 654321');
  });

  it('writes SMS to the outbox as text', async () => {
    await createSmsSender({ dataDir, log }).send('+5511987654321', 'Code 111222');
    const files = await fsp.readdir(path.join(dataDir, 'outbox'));
    const sms = files.find((f) => f.endsWith('+5511987654321.txt'));
    expect(await fsp.readFile(path.join(dataDir, 'outbox', sms!), 'utf8')).toContain('Code 111222');
  });
});
