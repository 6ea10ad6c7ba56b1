import { assertSafeHeaders, type MailMessage } from './mailer.js';

/**
 * The texts of every mail the server sends. Each builder checks its header fields (CR/LF refused with 400), so a
 * handler builds its mail before writing anything: a refused name or email leaves nothing half-done.
 */

const signature = '\n\n— Q One\n';

/** Stored names may hold line breaks typed elsewhere (company settings); in a subject they become spaces. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

function checked(message: MailMessage): MailMessage {
  assertSafeHeaders(message);
  return message;
}

export const registerLink = (publicUrl: string, token: string) => `${publicUrl}/register/${token}`;
export const setPasswordLink = (publicUrl: string, token: string) =>
  `${publicUrl}/password?utoken=${encodeURIComponent(token)}`;

export function inviteMail(input: {
  to: string;
  name: string;
  companyName: string;
  inviterName: string;
  link: string;
}): MailMessage {
  return checked({
    to: input.to,
    subject: `${input.name}, you are invited to ${oneLine(input.companyName)} on Q One`,
    text:
      `Hello ${input.name},\n\n` +
      `${oneLine(input.inviterName)} invited you to join ${oneLine(input.companyName)} on Q One.\n` +
      `Choose your password here (the link works once and for 7 days):\n\n${input.link}` +
      signature,
  });
}

export function passwordResetByAdminMail(input: { to: string; name: string; link: string }): MailMessage {
  return checked({
    to: input.to,
    subject: 'Set a new password for Q One',
    text:
      `Hello ${input.name},\n\n` +
      'An administrator reset your Q One password. Choose a new one here ' +
      `(the link works once and for 1 hour):\n\n${input.link}` +
      signature,
  });
}

export function forgotPasswordMail(input: { to: string; name: string; link: string }): MailMessage {
  return checked({
    to: input.to,
    subject: 'Reset your Q One password',
    text:
      `Hello ${input.name},\n\n` +
      'Someone asked to reset the password of your Q One account. If it was you, choose a new password here ' +
      `(the link works once and for 1 hour):\n\n${input.link}\n\n` +
      'If it was not you, ignore this mail: your password stays as it is.' +
      signature,
  });
}

export function accountCreatedMail(input: {
  to: string;
  name: string;
  companyName: string;
  link: string;
}): MailMessage {
  return checked({
    to: input.to,
    subject: `Welcome to Q One, ${input.name}: set your password for ${input.companyName}`,
    text:
      `Hello ${input.name},\n\n` +
      `Your company ${input.companyName} now has a Q One account and you are its administrator.\n` +
      `Choose your password here (the link works once and for 1 hour):\n\n${input.link}` +
      signature,
  });
}

/** Sign-up with an address whose account has no password yet: its owner gets a fresh set-password link. */
export function finishSignUpMail(input: { to: string; name: string; link: string }): MailMessage {
  return checked({
    to: input.to,
    subject: 'Set your password for Q One',
    text:
      `Hello ${input.name},\n\n` +
      'Someone asked to create a Q One account with this email address, which already has an account without ' +
      `a password. Choose your password here (the link works once and for 1 hour):\n\n${input.link}\n\n` +
      'If it was not you, ignore this mail.' +
      signature,
  });
}

/** Sign-up with an address that already has an account: its owner is told, nobody else learns anything. */
export function accountExistsMail(input: { to: string; name: string; publicUrl: string }): MailMessage {
  return checked({
    to: input.to,
    subject: 'You already have a Q One account',
    text:
      `Hello ${input.name},\n\n` +
      'Someone tried to create a new Q One company account with this email address, which already has an ' +
      `account. Sign in at ${input.publicUrl}/login, or if you forgot your password, ask for a new one at ` +
      `${input.publicUrl}/forgot-password.\n\nIf it was not you, ignore this mail.` +
      signature,
  });
}
