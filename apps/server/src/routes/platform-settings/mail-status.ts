import { mailDeliveryMessages } from '@qone/domain/messages';
import type { components } from '@qone/domain/schema';
import { notFound } from '../../errors.js';
import { findRequestedMail } from '../../repositories/mail-outbox.js';
import { defineOperations } from '../define.js';

type MailState = components['schemas']['MailState'];

/** How an outbox state shows: a claimed mail is still queued; a cancelled one will never go out. */
const shownState = (state: string): MailState =>
  state === 'sent' ? 'sent' : state === 'failed' || state === 'cancelled' ? 'failed' : 'queued';

export const mailStatusOperations = defineOperations({
  /** Only the caller's own mails (a mailer test they sent): ids of anyone else's are 404 like unknown ones. */
  getMailStatus: {
    async handle({ db, auth, params }) {
      const mail = await findRequestedMail(db, auth.companyId, auth.userId, params.id);
      if (!mail) throw notFound(mailDeliveryMessages.notFound);
      const state = shownState(mail.state);
      const at = state === 'sent' ? mail.sent_at : state === 'failed' ? mail.updated_at : mail.created_at;
      return {
        data: {
          _id: mail.id,
          state,
          at: new Date(at ?? mail.updated_at).toISOString(),
          reason: mail.last_error,
        },
      };
    },
  },
});
