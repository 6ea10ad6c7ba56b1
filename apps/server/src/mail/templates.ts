import { MAILER_TEST_SUBJECT, PREVIEW_MARK } from '@qone/domain/mail-limits';
import { secondFactorMailMessages } from '@qone/domain/messages';
import { escapeHtml } from '@qone/domain/templates';
import { assertSafeHeaders, type MailMessage } from './mailer.js';

/**
 * The texts of every mail the server sends. Subjects are fixed texts: nothing anyone typed (a name, a company name)
 * goes into one, because a subject is what a mailbox shows and the public sign-up lets anyone send mail to any
 * address (a preview's subject is the company's own template, behind a fixed mark). In bodies such text is never
 * part of a sentence of ours, least of all its opening: it is a labelled value on a line of its own ("Company: …"),
 * HTML-escaped in an HTML part, so a company named "Your bank: confirm your account at https://…" reads as the name
 * it is. Each builder checks its header fields (CR/LF refused with 400), so a handler builds its mail before writing
 * anything: a refused name or email leaves nothing half-done.
 */

const signature = '\n\n— Q One\n';

/** Text someone typed, on one line. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** Text someone typed, as a body shows it: after its label, on a line of its own. */
const labelled = (label: string, value: string) => `${label}: ${oneLine(value)}`;

/** Labelled values, one per line, as a block of their own. */
const fields = (...lines: [label: string, value: string][]) =>
  `${lines.map(([label, value]) => labelled(label, value)).join('\n')}\n\n`;

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
      'You are invited to join a company on Q One:\n\n' +
      fields(['Company', input.companyName], ['Invited by', input.inviterName], ['Your name', input.name]) +
      `Choose your password here (the link works once and for 7 days):\n\n${input.link}\n\n` +
      'If you did not expect this invitation, ignore this mail: nothing happens unless the link is used.' +
      signature,
  });
}

export function passwordResetByAdminMail(input: {
  to: string;
  companyName: string;
  link: string;
}): MailMessage {
  return checked({
    to: input.to,
    subject: 'Set a new password for Q One',
    text:
      'Hello,\n\n' +
      'An administrator reset the password of your Q One account of this company:\n\n' +
      fields(['Company', input.companyName]) +
      `Choose a new password here (the link works once and for 1 hour):\n\n${input.link}` +
      signature,
  });
}

export function forgotPasswordMail(input: { to: string; companyName: string; link: string }): MailMessage {
  return checked({
    to: input.to,
    subject: 'Reset your Q One password',
    text:
      'Hello,\n\n' +
      'Someone asked to reset the password of your Q One account of this company:\n\n' +
      fields(['Company', input.companyName]) +
      `If it was you, choose a new password here (the link works once and for 1 hour):\n\n${input.link}\n\n` +
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
      'Someone signed up for Q One with this email address and these details:\n\n' +
      fields(['Company', input.companyName], ['Name', input.name]) +
      'If it was you, choose your password here to confirm (the link works once and for 1 hour):\n\n' +
      `${input.link}\n\n` +
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
      'This address was given as the new email address of a Q One account of this company:\n\n' +
      fields(['Company', input.companyName]) +
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
      'Someone asked to change the email address of your Q One account of this company:\n\n' +
      fields(['Company', input.companyName], ['New email address', input.newEmail]) +
      'It changes only when the link mailed to that address is opened.\n\n' +
      'If this was not you or your administrator, sign in and change your password, and tell your administrator.' +
      signature,
  });
}

/** Who sent a preview or test mail, and for which company: shown above its content. */
interface Sender {
  senderName: string;
  companyName: string;
}

const PREVIEW_NOTE =
  'PREVIEW: this mail is a preview of a template, sent from the Q One console by a user of the company below. ' +
  'Its content was written by that company, not by Q One.';

/** The preview's banner as HTML: fixed words, sender and company HTML-escaped, visible whatever the content's styles. */
function previewBannerHtml(sender: Sender): string {
  const box =
    'display:block !important;visibility:visible !important;opacity:1 !important;position:static !important;' +
    'margin:0 0 16px;padding:12px 16px;border:2px solid #b45309;background:#fffbeb;color:#1f2937;' +
    'font:14px/1.5 system-ui,sans-serif;text-align:left';
  const line = 'display:block !important;margin:0 0 4px;color:#1f2937';
  return (
    `<div role="note" style="${box}">` +
    `<p style="${line}"><strong>${escapeHtml(PREVIEW_NOTE)}</strong></p>` +
    `<p style="${line}">Sent by: ${escapeHtml(oneLine(sender.senderName))}</p>` +
    `<p style="${line}">Company: ${escapeHtml(oneLine(sender.companyName))}</p>` +
    '</div>'
  );
}

/** Puts `snippet` first inside `<body>` (or first in the document when it has none). */
function atBodyStart(html: string, snippet: string): string {
  const body = /<body\b[^>]*>/i.exec(html);
  if (!body) return `${snippet}${html}`;
  const end = body.index + body[0].length;
  return `${html.slice(0, end)}${snippet}${html.slice(end)}`;
}

/**
 * A template's preview mail: the company's subject behind the fixed mark, and above its content (HTML and text) a
 * fixed banner saying that this is a preview, by whom and for which company — the recipient sees at once that the
 * content is a company's, not the platform's.
 */
export function previewMail(
  input: Sender & { to: string; subject: string; html: string; text: string },
): MailMessage {
  return checked({
    to: input.to,
    subject: `${PREVIEW_MARK}${oneLine(input.subject)}`,
    html: atBodyStart(input.html, previewBannerHtml(input)),
    text:
      `${PREVIEW_NOTE}\n` +
      fields(['Sent by', input.senderName], ['Company', input.companyName]) +
      `${'-'.repeat(40)}\n\n${input.text}`,
  });
}

/** A mailer's test, sent through that mailer: a fixed subject, and the mailer's settings as labelled values. */
export function mailerTestMail(
  input: Sender & {
    to: string;
    from: { name: string; address: string };
    mailer: { alias: string; type: string };
  },
): MailMessage {
  return checked({
    to: input.to,
    from: input.from,
    subject: MAILER_TEST_SUBJECT,
    text:
      'Hello,\n\n' +
      'This is a test mail, sent from the Q One console by a user of the company below to check one of its ' +
      'mailers. If you did not expect it, ignore it.\n\n' +
      fields(
        ['Sent by', input.senderName],
        ['Company', input.companyName],
        ['Mailer', input.mailer.alias],
        ['Sender address', input.from.address],
        ['Mailer type', input.mailer.type],
      ).trimEnd() +
      signature,
  });
}

/** What happened to a user's second factors, as the notice mailed to them says it. */
export type SecondFactorEvent =
  | 'added'
  | 'removed'
  | 'passkeyAdded'
  | 'passkeyRemoved'
  | 'recoveryCodeUsed'
  | 'recoveryCodesRegenerated'
  | 'resetByAdmin';

/**
 * A notice of a change to the user's second factors (docs/sign-in-assurance.md, "Notices"): a fixed subject and body
 * from `@qone/domain/messages`, with nothing anyone typed in it — not even the company's name.
 */
export function secondFactorNoticeMail(input: { to: string; event: SecondFactorEvent }): MailMessage {
  const m = secondFactorMailMessages;
  return checked({
    to: input.to,
    subject: m[`${input.event}Subject`],
    text: `Hello,\n\n${m[`${input.event}Body`]}\n\n${m.notYou}${signature}`,
  });
}
