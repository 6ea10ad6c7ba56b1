import { mailDeliveryMessages } from '@qone/domain/messages';

export interface DeliveryFailure {
  /** Never worth another attempt: the SMTP server answered 5xx. */
  permanent: boolean;
  /** What the card and the mailer test show: a fixed phrase, at most with the reply code (never the reply's text). */
  reason: string;
  /** For the log: the error's code and reply code, nothing that quotes the mail or the server's words. */
  code: string | undefined;
}

/**
 * How a failed delivery is judged, from nodemailer's error: a reply code 5xx is permanent (the mail fails at once),
 * 4xx temporary; no reply at all (down, refused connection, time-out, dropped connection) is temporary too.
 */
export function judgeFailure(error: unknown): DeliveryFailure {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const errorCode = typeof code === 'string' ? code : undefined;
  if (typeof responseCode === 'number' && responseCode >= 400 && responseCode < 600) {
    const permanent = responseCode >= 500;
    return {
      permanent,
      reason: permanent
        ? mailDeliveryMessages.refused(responseCode)
        : mailDeliveryMessages.deferred(responseCode),
      code: `${errorCode ?? 'SMTP'} ${responseCode}`,
    };
  }
  if (errorCode === 'ETIMEDOUT')
    return { permanent: false, reason: mailDeliveryMessages.timedOut, code: errorCode };
  if (errorCode && ['ESOCKET', 'ECONNECTION', 'ECONNREFUSED', 'ECONNRESET', 'EDNS'].includes(errorCode)) {
    return { permanent: false, reason: mailDeliveryMessages.unreachable, code: errorCode };
  }
  return { permanent: false, reason: mailDeliveryMessages.failed, code: errorCode };
}
