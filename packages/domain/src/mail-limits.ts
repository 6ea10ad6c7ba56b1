/**
 * What a company may mail (issue 21, "mail as a weapon"), decided once for the server and the MSW fake: who may
 * receive a preview or test mail, how previews are marked, and the daily quotas of previews and invitations. Pure
 * functions with no imports and only erasable TypeScript: the server loads this file at run time through Node's type
 * stripping (`@qone/domain/mail-limits`).
 */

const HOUR_MS = 60 * 60 * 1000;

/** Every daily quota counts what was sent in the last 24 hours (a sliding window, not a calendar day). */
export const QUOTA_WINDOW_MS = 24 * HOUR_MS;

/** A company younger than this gets the smaller invitation quota (as does one without a verified sending domain). */
export const NEW_COMPANY_MS = 7 * 24 * HOUR_MS;

/**
 * The quotas' defaults: the server's settings (`PREVIEW_MAILS_PER_DAY`, `INVITATIONS_PER_DAY`,
 * `INVITATIONS_PER_DAY_NEW_COMPANY`) override them; the fake uses them as they are.
 */
export const MAIL_QUOTA_DEFAULTS = {
  /** Preview emails, preview SMS and mailer tests together, per company. */
  previewsPerDay: 50,
  /** Invitations (single, bulk and again) per company that is 7 days old and has a verified sending domain. */
  invitationsPerDay: 500,
  /** Invitations per company younger than 7 days or without a verified sending domain. */
  invitationsPerDayNewCompany: 50,
} as const;

export interface InvitationQuotas {
  invitationsPerDay: number;
  invitationsPerDayNewCompany: number;
}

/**
 * The company's invitation quota now: the full one once it is 7 days old and has a verified sending domain (anyone
 * can sign up and have a company within a minute; a verified domain is a published DNS record in the company's
 * name), the small one before. `raised` is the full quota when the small one applies (a refusal says what lifts
 * it), else null.
 */
export function invitationQuota(
  quotas: InvitationQuotas,
  company: { createdAt: Date | string; hasVerifiedDomain: boolean },
  now: Date | string,
): { limit: number; raised: number | null } {
  const age = new Date(now).getTime() - new Date(company.createdAt).getTime();
  const established = age >= NEW_COMPANY_MS && company.hasVerifiedDomain;
  if (established || quotas.invitationsPerDayNewCompany >= quotas.invitationsPerDay)
    return { limit: quotas.invitationsPerDay, raised: null };
  return { limit: quotas.invitationsPerDayNewCompany, raised: quotas.invitationsPerDay };
}

/**
 * How many of the `used` sends in the window must leave it before `wanted` more fit under `limit`: 0 when they fit
 * now. More than the limit never fits: the answer is then every send in the window.
 */
export function quotaExcess(used: number, limit: number, wanted: number): number {
  return Math.max(0, used - Math.max(0, limit - Math.min(wanted, limit)));
}

/**
 * When more may be sent: when the send at `sentAt` (the oldest one that must leave, see quotaExcess) leaves the
 * window — rounded up to the minute, the precision a message states.
 */
export function quotaOpensAt(sentAt: Date | string | number): number {
  return Math.ceil((new Date(sentAt).getTime() + QUOTA_WINDOW_MS) / 60_000) * 60_000;
}

// ------------------------------------------------------------------------------------------------ recipients

/** The domain of an address, lower case (`Ops@Mail.Acme.Example` → `mail.acme.example`). */
export function domainOfAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at === -1
    ? ''
    : address
        .slice(at + 1)
        .trim()
        .toLowerCase()
        .replace(/\.$/, '');
}

/**
 * Whether a preview or test mail may go to `address`: one of the company's active users (signed up, not deleted),
 * or an address on a sending domain the company has verified, or on a subdomain of one (the verified zone holds
 * its subdomains; a parent domain is not proven by a subdomain's records).
 */
export function mayReceivePreview(
  address: string,
  company: { userEmails: readonly string[]; verifiedDomains: readonly string[] },
): boolean {
  const wanted = address.trim().toLowerCase();
  if (company.userEmails.some((email) => email.trim().toLowerCase() === wanted)) return true;
  const domain = domainOfAddress(wanted);
  if (domain === '') return false;
  return company.verifiedDomains
    .map((verified) => verified.trim().toLowerCase().replace(/\.$/, ''))
    .some((verified) => domain === verified || domain.endsWith(`.${verified}`));
}

/**
 * A phone number as it is compared: its digits, with `+` for an international prefix (`00` counts as `+`), so
 * `+49 30 1234567`, `+49-30-123 45 67` and `0049 30 1234567` are one number.
 */
export function normalisePhone(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  return digits;
}

/** Whether a preview SMS may go to `phone`: the number of one of the company's active users. */
export function mayReceivePreviewSms(phone: string, userPhones: readonly (string | null)[]): boolean {
  const wanted = normalisePhone(phone);
  return (
    wanted.replace('+', '').length > 0 &&
    userPhones.some((own) => own !== null && normalisePhone(own) === wanted)
  );
}

// ------------------------------------------------------------------------------------------------ marks

/** The fixed start of every preview's subject and preview SMS: what follows is a company's text, not ours. */
export const PREVIEW_MARK = '[Preview] ';

/** The fixed subject of a mailer test. */
export const MAILER_TEST_SUBJECT = '[Test] Mailer test from the Q One console';
