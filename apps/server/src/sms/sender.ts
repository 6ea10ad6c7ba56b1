import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface SmsMessage {
  /** The company whose integration sends it. */
  companyId: string;
  to: string;
  text: string;
}

/**
 * Sends text messages. The default writes each message as a `.txt` file into `$DATA_DIR/sms-outbox/` (like the mail
 * outbox), so the default setup needs no SMS provider. A company's SMS integration (communication settings) plugs in
 * here: a sender that looks up the company's integration and hands the message to its provider.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export function createSmsOutbox(options: { dataDir: string; log: FastifyBaseLogger }): SmsSender {
  const outbox = join(options.dataDir, 'sms-outbox');
  let sequence = 0;
  return {
    async send(message) {
      await mkdir(outbox, { recursive: true });
      sequence += 1;
      const file = join(outbox, `${Date.now()}-${process.pid}-${sequence}.txt`);
      await writeFile(file, `To: ${message.to}\nCompany: ${message.companyId}\n\n${message.text}\n`, 'utf8');
      options.log.info({ file }, 'SMS written to outbox');
    },
  };
}
