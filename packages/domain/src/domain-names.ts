/**
 * Which names a company may add as a sending domain — decided once for the server, the MSW fake and the console's
 * domain dialog (`@qone/domain/domain-names`).
 *
 * Verify asks the server's own resolver for the domain's records, so a name only that resolver knows (an intranet's
 * `intranet.corp.internal`, a `.local` or `.lan` name, a single label) would read the server's internal DNS and show
 * what it holds. A sending domain must therefore end in a suffix of the Public Suffix List's ICANN section (the list
 * ships inside the `tldts` package: no download, nothing asked at run time) with a label of the company's own before
 * it, and must not be one of the special-use names of RFC 2606, RFC 6761, RFC 6762, RFC 7686, RFC 8375 and RFC 9476
 * (some of which the list carries, such as `home.arpa` and `onion`). IP literals are no domain.
 *
 * No relative imports and only erasable TypeScript: the server loads this file at run time through Node's type
 * stripping. The refusal's words are `domainMessages.notPublic`.
 */
import { parse } from 'tldts';

/** Special-use names (and everything under them), whether or not the Public Suffix List carries them. */
const SPECIAL_USE = [
  'arpa', // infrastructure (reverse lookups; home.arpa is RFC 8375's home networks): never a mail domain
  'alt', // RFC 9476
  'example', // RFC 2606 (example.com, .net and .org are public names and stay allowed)
  'internal', // ICANN's private-use TLD
  'invalid', // RFC 2606
  'local', // RFC 6762 (mDNS)
  'localhost', // RFC 6761
  'onion', // RFC 7686
  'test', // RFC 2606
] as const;

/** The name as it is compared and stored: trimmed, lower case, without a trailing dot. */
export function normaliseDomainName(name: string): string {
  return name.trim().toLowerCase().replace(/\.$/, '');
}

/**
 * Whether `name` is a public domain name a company can own: a registrable name (or a name under one) whose suffix
 * is on the Public Suffix List's ICANN section, not special-use, not an IP address.
 */
export function isPublicDomainName(name: string): boolean {
  const host = normaliseDomainName(name);
  if (host === '' || host.includes('[') || host.includes(':')) return false;
  const labels = host.split('.');
  const top = labels[labels.length - 1] ?? '';
  if (SPECIAL_USE.some((special) => top === special)) return false;
  const parsed = parse(host, { allowPrivateDomains: false });
  if (parsed.isIp !== false || parsed.hostname !== host) return false;
  return parsed.isIcann === true && parsed.domain !== null;
}
