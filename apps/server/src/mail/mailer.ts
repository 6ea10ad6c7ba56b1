import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { requestMessages } from '@qone/api-client/messages';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { badRequest } from '../errors.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The sender shown (a mailer's alias and address); the platform's own address when absent. */
  from?: { name: string; address: string };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const FROM = 'Q One <no-reply@qone.local>';

/** CR or LF in a header field would let a caller add headers (header injection): refused with a 400. */
export function assertSafeHeaders(message: MailMessage): void {
  for (const value of [message.to, message.subject, message.from?.name ?? '', message.from?.address ?? '']) {
    if (/[\r\n]/.test(value)) throw badRequest(requestMessages.mailHeaderLineBreak);
  }
}

/**
 * Default transport: every message becomes an .eml file in `$DATA_DIR/outbox/` and its path is logged (never its
 * content: it may hold a token). With SMTP_URL set, messages go to that SMTP server instead.
 */
export function createMailer(options: {
  dataDir: string;
  smtpUrl?: string | undefined;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        assertSafeHeaders(message);
        await transport.sendMail({ from: FROM, ...message });
        options.log.info({ to: message.to, subject: message.subject }, 'mail sent over SMTP');
      },
    };
  }
  const outbox = join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(message) {
      assertSafeHeaders(message);
      const info = await transport.sendMail({ from: FROM, ...message });
      await mkdir(outbox, { recursive: true });
      sequence += 1;
      const file = join(outbox, `${Date.now()}-${process.pid}-${sequence}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log.info({ file, subject: message.subject }, 'mail written to outbox');
    },
  };
}
