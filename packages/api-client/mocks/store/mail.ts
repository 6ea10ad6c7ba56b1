/**
 * Mail: what the fake queues (`MockMail`), queuing a mail and its "worker" that delivers the queued ones — sent, or
 * failed for an address in `db.mailFailures` — updating an invited user's card as it goes.
 */
import type { MailState } from '../../src/types';
import type { MockDb } from '../db';

/**
 * A mail the fake queued: to whom, what for, the token of its link (none for a notice), and how its delivery went —
 * the fake's "worker" delivers right after the answer (`deliverMails`), as the server's does.
 */
export interface MockMail {
  _id: string;
  to: string;
  kind:
    | 'invite'
    | 'password'
    | 'sign-up'
    | 'confirm-email'
    | 'email-notice'
    | 'mailer-test'
    | 'template-preview'
    | 'second-factor-notice';
  token: string | null;
  /** The company it was sent for: its daily quotas count its mails. */
  companyId: string | null;
  /** When it was queued (`at` moves with its delivery). */
  queuedAt: string;
  /** The invited user an `invite` mail is for (their card shows its state). */
  userId?: string;
  /** Who asked for it (a mailer test): only they may read its state. */
  requestedBy?: string;
  state: MailState;
  at: string;
  reason: string | null;
}

export const mailStore = {
  /**
   * Queues a mail, as the server's outbox does, for the current company unless it names another; an invitation's
   * shows on its user's card. Answers the mail.
   */
  sendMail(
    this: MockDb,
    mail: Omit<MockMail, '_id' | 'state' | 'at' | 'reason' | 'companyId' | 'queuedAt'> & {
      companyId?: string | null;
    },
  ): MockMail {
    const at = this.now();
    const queued: MockMail = {
      companyId: this.company._id,
      ...mail,
      _id: this.id(),
      state: 'queued',
      at,
      queuedAt: at,
      reason: null,
    };
    this.mails.push(queued);
    if (queued.kind === 'invite' && queued.userId) {
      const user = this.findUser(queued.userId);
      if (user) user.invitationMail = { state: 'queued', at: queued.at, reason: null };
    }
    return queued;
  },

  /**
   * Delivers every queued mail (handlers call it after building their answer, so the answer shows the mail queued
   * and the next read shows it sent): sent, or failed for an address in `mailFailures`.
   */
  deliverMails(this: MockDb): void {
    for (const mail of this.mails) {
      if (mail.state !== 'queued') continue;
      const reason = this.mailFailures.get(mail.to.toLowerCase()) ?? null;
      mail.state = reason ? 'failed' : 'sent';
      mail.at = this.now();
      mail.reason = reason;
      const user = mail.kind === 'invite' && mail.userId ? this.findUser(mail.userId) : undefined;
      if (user) user.invitationMail = { state: mail.state, at: mail.at, reason };
    }
  },
};
