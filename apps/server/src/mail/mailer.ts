import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { requestMessages } from '@qone/domain/messages';
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

/**
 * How a queued mail leaves the server (src/mail/worker.ts calls it, outside any transaction). `id` is the outbox
 * row's: a transport makes it the mail's Message-ID (and the .eml file's name), so a second delivery of one row is
 * recognisable as the same mail.
 */
export interface MailTransport {
  send(message: MailMessage, envelope: { id: string }): Promise<void>;
  /** Ends open connections (the app is closing); a send under way fails. */
  close?(): void;
}

const FROM = 'Q One <no-reply@qone.local>';

type SendOptions = Parameters<Transporter['sendMail']>[0];

/** CR or LF in a header field would let a caller add headers (header injection): refused with a 400. */
export function assertSafeHeaders(message: MailMessage): void {
  for (const value of [message.to, message.subject, message.from?.name ?? '', message.from?.address ?? '']) {
    if (/[\r\n]/.test(value)) throw badRequest(requestMessages.mailHeaderLineBreak);
  }
}

/** `<row id@host of PUBLIC_URL>`: the same for every delivery of one outbox row. */
function messageIdOf(id: string, publicUrl: string): string {
  return `<${id}@${new URL(publicUrl).hostname || 'qone.local'}>`;
}

/**
 * SMTP waits: connecting, the greeting and each reply. Together well under the outbox lease (MAIL_LEASE_MS), so a
 * worker still talking to a slow server is never taken for a dead one.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Default transport: every message becomes `$DATA_DIR/outbox/<row id>.eml` (a second delivery of the row overwrites
 * the file) and the file's name is logged, never the content: it may hold a token. With SMTP_URL set, messages go
 * to that SMTP server instead.
 */
export function createMailer(options: {
  dataDir: string;
  smtpUrl?: string | undefined;
  publicUrl: string;
  log: FastifyBaseLogger;
}): MailTransport {
  const messageId = (id: string) => messageIdOf(id, options.publicUrl);
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    // Nodemailer (10.6) closes the connection of a send whose signal aborts; its types do not list the option yet.
    const sending = new Set<AbortController>();
    return {
      async send(message, { id }) {
        assertSafeHeaders(message);
        const controller = new AbortController();
        sending.add(controller);
        try {
          const mail: SendOptions & { signal: AbortSignal } = {
            from: FROM,
            ...message,
            messageId: messageId(id),
            signal: controller.signal,
          };
          await transport.sendMail(mail);
        } finally {
          sending.delete(controller);
        }
        options.log.info({ mail: id }, 'mail sent over SMTP');
      },
      close() {
        for (const controller of sending) controller.abort();
        transport.close();
      },
    };
  }
  const outbox = join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message, { id }) {
      assertSafeHeaders(message);
      const info = await transport.sendMail({ from: FROM, ...message, messageId: messageId(id) });
      await mkdir(outbox, { recursive: true });
      const file = join(outbox, `${id}.eml`);
      // Written whole or not at all: a reader of the outbox never sees half a mail.
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
      options.log.info({ mail: id, file }, 'mail written to outbox');
    },
  };
}
