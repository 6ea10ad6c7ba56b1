import { promises as dns } from 'node:dns';
import type { DnsLookup as Lookup } from '@qone/api-client/dns-records';

/** Looks up a name's TXT or CNAME records: what was found, nothing at all, or a temporary failure. */
export interface DnsLookup {
  lookup(host: string, type: 'TXT' | 'CNAME'): Promise<Lookup>;
}

/** Answers that mean "nothing is published there"; anything else (time-outs, refusals, SERVFAIL) is temporary. */
const ABSENT = new Set<string>([dns.NODATA, dns.NOTFOUND]);

/**
 * Node's resolver, pointed at `servers` (`DNS_SERVERS`) when given, with a short time-out and two tries so a
 * Verify click answers within seconds even when a server does not.
 */
export function createDnsLookup(servers: readonly string[]): DnsLookup {
  const resolver = new dns.Resolver({ timeout: 2000, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  return {
    async lookup(host, type) {
      try {
        const values =
          type === 'TXT'
            ? (await resolver.resolveTxt(host)).map((chunks) => chunks.join(''))
            : await resolver.resolveCname(host);
        return { kind: 'found', values };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        return code && ABSENT.has(code) ? { kind: 'missing' } : { kind: 'error' };
      }
    },
  };
}
