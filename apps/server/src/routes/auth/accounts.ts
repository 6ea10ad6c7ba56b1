import { linkMessages } from '@qone/domain/messages';
import { countRequest, throttleKey, throttlePolicies } from '../../auth/throttle.js';
import { defineOperations } from '../define.js';

export const accountOperations = defineOperations({
  createAccount: {
    async handle(ctx) {
      const { body, req, reply, db, mail } = ctx;
      const { signUpPerRecipient, signUpPerIp } = throttlePolicies;
      await countRequest(ctx, [
        throttleKey(signUpPerRecipient, body.email),
        throttleKey(signUpPerIp, req.ip),
      ]);
      // The same sealed row whatever the address (the same answer, at the same time, for every address); the mail
      // worker creates or refreshes the sign-up and mails its link (src/mail/requests.ts).
      await mail.queueRequest(db, { kind: 'sign-up-request', payload: body });
      reply.code(201);
      return { message: linkMessages.signUpAccepted };
    },
  },
});
