/**
 * The DNS records a sending domain must publish, and how a lookup's answer is judged — decided once for the server
 * (which looks the records up with Node's resolver) and the MSW fake (which looks them up in its own zone).
 *
 * Pure data and functions with no imports and only erasable TypeScript: the server loads this file at run time
 * through Node's type stripping (`@qone/domain/dns-records`).
 */

export type MailerKind = 'socketlabs' | 'ese';
export type DnsPurpose = 'spf' | 'dkim' | 'return-path' | 'dmarc';
export type DnsRecordType = 'TXT' | 'CNAME';
export type DnsStatus = 'pending' | 'verified' | 'missing' | 'mismatch' | 'error';
export type VerificationStatus = 'unverified' | 'partial' | 'verified';

/**
 * What each mailer type needs published. The hosts and includes are each provider's sending infrastructure; keep
 * them in step with the provider's onboarding documents.
 */
export const MAILER_DNS: Readonly<
  Record<MailerKind, { spfInclude: string; dkimSelector: string; bounceLabel: string; bounceTarget: string }>
> = {
  socketlabs: {
    spfInclude: 'email.socketlabs.com',
    dkimSelector: 'qone-sl',
    bounceLabel: 'sl-bounce',
    bounceTarget: 'tlsbounce.socketlabs.com',
  },
  ese: {
    spfInclude: 'spf.ese-mail.net',
    dkimSelector: 'qone-ese',
    bounceLabel: 'ese-bounce',
    bounceTarget: 'bounce.ese-mail.net',
  },
};

export const MAILER_KINDS: readonly MailerKind[] = ['socketlabs', 'ese'];

export interface ExpectedRecord {
  purpose: DnsPurpose;
  type: DnsRecordType;
  host: string;
  value: string;
  /** False for recommendations (DMARC): they never block verification or sending. */
  required: boolean;
  provider: MailerKind | null;
}

/**
 * What a lookup of a record's host answered: the values found, nothing at all, a temporary failure — or, for a TXT
 * record, an alias (a CNAME at the host): a resolver would follow it and answer another name's values, which are
 * never read or shown.
 */
export type DnsLookup =
  | { kind: 'found'; values: string[] }
  | { kind: 'missing' }
  | { kind: 'error' }
  | { kind: 'alias'; target: string };

/** The most of a found value an answer shows: enough to tell what is published, never a whole foreign record. */
export const FOUND_MAX_LENGTH = 255;

/** A found value as answers show it, cut to `FOUND_MAX_LENGTH` characters. */
export function shownFound(found: string | null): string | null {
  if (found === null || found.length <= FOUND_MAX_LENGTH) return found;
  return `${found.slice(0, FOUND_MAX_LENGTH - 1)}…`;
}

export interface Judgement {
  status: DnsStatus;
  /** What was found when it did not match; null otherwise. */
  found: string | null;
}

/**
 * The records for the mailer types that send from the domain; every type's while no mailer does (the admin may
 * pick either). One SPF record carries every type's include: a domain may publish only one.
 */
export function expectedRecords(
  domain: string,
  kinds: readonly MailerKind[],
  dkimPublicKey: string,
): ExpectedRecord[] {
  const name = domain.toLowerCase();
  const used = MAILER_KINDS.filter((kind) => kinds.length === 0 || kinds.includes(kind));
  const includes = used.map((kind) => `include:${MAILER_DNS[kind].spfInclude}`).join(' ');
  const records: ExpectedRecord[] = [
    {
      purpose: 'spf',
      type: 'TXT',
      host: name,
      value: `v=spf1 ${includes} ~all`,
      required: true,
      provider: null,
    },
  ];
  for (const kind of used) {
    const dns = MAILER_DNS[kind];
    records.push(
      {
        purpose: 'dkim',
        type: 'TXT',
        host: `${dns.dkimSelector}._domainkey.${name}`,
        value: `v=DKIM1; k=rsa; p=${dkimPublicKey}`,
        required: true,
        provider: kind,
      },
      {
        purpose: 'return-path',
        type: 'CNAME',
        host: `${dns.bounceLabel}.${name}`,
        value: dns.bounceTarget,
        required: true,
        provider: kind,
      },
    );
  }
  records.push({
    purpose: 'dmarc',
    type: 'TXT',
    host: `_dmarc.${name}`,
    value: `v=DMARC1; p=none; rua=mailto:dmarc-reports@${name}`,
    required: false,
    provider: null,
  });
  return records;
}

const tagValue = (record: string, tag: string) =>
  record
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.toLowerCase().startsWith(`${tag}=`))
    ?.slice(tag.length + 1)
    .replace(/\s+/g, '');

const hostname = (value: string) => value.trim().toLowerCase().replace(/\.$/, '');

/** Judges what a lookup found at a record's host against what should be there. */
export function judgeRecord(expected: ExpectedRecord, lookup: DnsLookup): Judgement {
  if (lookup.kind === 'error') return { status: 'error', found: null };
  if (lookup.kind === 'alias') return { status: 'mismatch', found: shownFound(`CNAME ${lookup.target}`) };
  if (lookup.kind === 'missing' || lookup.values.length === 0) return { status: 'missing', found: null };
  const values = lookup.values.map((value) => value.trim());
  const mismatch = (found: string[]): Judgement => ({
    status: 'mismatch',
    found: shownFound(found.join(' | ')),
  });
  switch (expected.purpose) {
    case 'spf': {
      const spf = values.filter((value) => /^v=spf1(\s|$)/i.test(value));
      if (spf.length === 0) return { status: 'missing', found: null };
      // Two SPF records make every receiver's check fail (RFC 7208 §3.2).
      if (spf.length > 1) return mismatch(spf);
      const tokens = new Set((spf[0] ?? '').toLowerCase().split(/\s+/));
      const needed = expected.value
        .toLowerCase()
        .split(/\s+/)
        .filter((token) => token.startsWith('include:'));
      return needed.every((token) => tokens.has(token)) ? { status: 'verified', found: null } : mismatch(spf);
    }
    case 'dkim': {
      const key = tagValue(expected.value, 'p');
      return values.some((value) => tagValue(value, 'p') === key)
        ? { status: 'verified', found: null }
        : mismatch(values);
    }
    case 'return-path':
      return values.some((value) => hostname(value) === hostname(expected.value))
        ? { status: 'verified', found: null }
        : mismatch(values);
    case 'dmarc': {
      // Any DMARC policy will do: which one is the owner's choice.
      if (values.some((value) => /^v=DMARC1(;|\s|$)/i.test(value)))
        return { status: 'verified', found: null };
      return mismatch(values);
    }
  }
}

/** `verified` when every required record is, `partial` when some are, else `unverified`. */
export function verificationStatus(
  records: readonly { required: boolean; status: DnsStatus }[],
): VerificationStatus {
  const required = records.filter((record) => record.required);
  const verified = required.filter((record) => record.status === 'verified').length;
  if (required.length > 0 && verified === required.length) return 'verified';
  return verified > 0 ? 'partial' : 'unverified';
}

/** A recommended record that is not in place (a warning when sending, never a refusal). */
export function missingRecommendations(
  records: readonly { required: boolean; status: DnsStatus; purpose: DnsPurpose }[],
) {
  return records
    .filter((record) => !record.required && record.status !== 'verified')
    .map((record) => record.purpose);
}

/** The last check of one record: which value it looked for, and what it found. */
export interface StoredCheck {
  purpose: string;
  host: string;
  expected: string;
  status: string;
  found: string | null;
  checkedAt: string | null;
}

/** The expected records with the last check of that very record; a check of another host or value is stale (pending). */
export function withChecks(expected: readonly ExpectedRecord[], checks: readonly StoredCheck[]) {
  return expected.map((record) => {
    const check = checks.find(
      (candidate) =>
        candidate.purpose === record.purpose &&
        candidate.host === record.host &&
        candidate.expected === record.value,
    );
    return {
      ...record,
      status: (check?.status as DnsStatus | undefined) ?? 'pending',
      found: shownFound(check?.found ?? null),
      checkedAt: check?.checkedAt ?? null,
    };
  });
}
