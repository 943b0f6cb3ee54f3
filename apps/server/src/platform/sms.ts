import path from 'node:path';
import type { Logger } from 'pino';
import { writeOutboxFile } from './outbox';

export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/** No SMS gateway ships with a self-hosted install: messages go to DATA_DIR/outbox as .txt. */
export function createSmsSender(options: { dataDir: string; log: Logger }): SmsSender {
  const outbox = path.join(options.dataDir, 'outbox');
  return {
    async send(to, text) {
      const file = await writeOutboxFile(outbox, to, 'txt', `To: ${to}\n\n${text}\n`);
      options.log.info({ to, file }, 'SMS written to the outbox');
    },
  };
}
