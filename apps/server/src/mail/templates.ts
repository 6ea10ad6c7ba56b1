import { assertSafeHeaders, type MailMessage } from './mailer.js';

/**
 * The texts of every mail the server sends. Subjects are fixed texts: nothing anyone typed (a name, a company name)
 * goes into one, because a subject is what a mailbox shows and the public sign-up lets anyone send mail to any
 * address. In bodies such text is quoted plainly (“…”, on one line), as what someone entered, never as our words.
 * Each builder checks its header fields (CR/LF refused with 400), so a handler builds its mail before writing
 * anything: a refused name or email leaves nothing half-done.
 */

const signature = '\n\n— Q One\n';

/** Text someone typed, as a body quotes it: on one line, in quotation marks. */
const quote = (value: string) => `“${value.replace(/\s+/g, ' ').trim()}”`;

function checked(message: MailMessage): MailMessage {
  assertSafeHeaders(message);
  return message;
}

export const registerLink = (publicUrl: string, token: string) => `${publicUrl}/register/${token}`;
export const setPasswordLink = (publicUrl: string, token: string) =>
  `${publicUrl}/password?utoken=${encodeURIComponent(token)}`;
export const confirmEmailLink = (publicUrl: string, token: string) =>
  `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;

export function inviteMail(input: {
  to: string;
  name: string;
  companyName: string;
  inviterName: string;
  link: string;
}): MailMessage {
  return checked({
    to: input.to,
    subject: 'You are invited to Q One',
    text:
      'Hello,\n\n' +
      `${quote(input.inviterName)} invited ${quote(input.name)} to join the company ${quote(input.companyName)} ` +
      'on Q One.\n' +
      `Choose your password here (the link works once and for 7 days):\n\n${input.link}` +
      signature,
  });
}

export function passwordResetByAdminMail(input: { to: string; link: string }): MailMessage {
  return checked({
    to: input.to,
    subject: 'Set a new password for Q One',
    text:
      'Hello,\n\n' +
      'An administrator reset your Q One password. Choose a new one here ' +
      `(the link works once and for 1 hour):\n\n${input.link}` +
      signature,
  });
}

export function forgotPasswordMail(input: { to: string; companyName: string; link: string }): MailMessage {
  return checked({
    to: input.to,
    subject: 'Reset your Q One password',
    text:
      'Hello,\n\n' +
      `Someone asked to reset the password of your Q One account at ${quote(input.companyName)}. If it was you, ` +
      `choose a new password here (the link works once and for 1 hour):\n\n${input.link}\n\n` +
      'If it was not you, ignore this mail: your password stays as it is.' +
      signature,
  });
}

/** A new company's sign-up, and another sign-up for an address whose sign-up is still unconfirmed. */
export function signUpMail(input: {
  to: string;
  name: string;
  companyName: string;
  link: string;
}): MailMessage {
  return checked({
    to: input.to,
    subject: 'Confirm your Q One sign-up',
    text:
      'Hello,\n\n' +
      `Someone signed up for Q One with this email address, for the company ${quote(input.companyName)} ` +
      `and the name ${quote(input.name)}. If it was you, choose your password here to confirm (the link works ` +
      `once and for 1 hour):\n\n${input.link}\n\n` +
      'If it was not you, ignore this mail: nothing is kept unless the link is used.' +
      signature,
  });
}

/** To the new address of an email change: only this link makes it the account's address. */
export function confirmEmailChangeMail(input: {
  to: string;
  companyName: string;
  link: string;
}): MailMessage {
  return checked({
    to: input.to,
    subject: 'Confirm your new Q One email address',
    text:
      'Hello,\n\n' +
      `This address was given as the new email address of a Q One account at ${quote(input.companyName)}. ` +
      `Open this link to confirm it (it works once and for 24 hours):\n\n${input.link}\n\n` +
      'Until then the account keeps its old address. If you did not expect this mail, ignore it.' +
      signature,
  });
}

/** To the old address of an email change, which stays the account's until the new one is confirmed. */
export function emailChangeNoticeMail(input: {
  to: string;
  newEmail: string;
  companyName: string;
}): MailMessage {
  return checked({
    to: input.to,
    subject: 'Your Q One email address is about to change',
    text:
      'Hello,\n\n' +
      `Someone asked to change the email address of your Q One account at ${quote(input.companyName)} to ` +
      `${input.newEmail}. It changes only when the link mailed to that address is opened.\n\n` +
      'If this was not you or your administrator, sign in and change your password, and tell your administrator.' +
      signature,
  });
}
