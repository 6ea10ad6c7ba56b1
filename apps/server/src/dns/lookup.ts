import { promises as dns } from 'node:dns';
import type { DnsLookup as Lookup } from '@qone/domain/dns-records';

/** Looks up a name's TXT or CNAME records: what was found, nothing at all, or a temporary failure. */
export interface DnsLookup {
  lookup(host: string, type: 'TXT' | 'CNAME'): Promise<Lookup>;
}

/** Answers that mean "nothing is published there"; anything else (time-outs, refusals, SERVFAIL) is temporary. */
const ABSENT = new Set<string>([dns.NODATA, dns.NOTFOUND]);

async function answer(values: Promise<string[]>): Promise<Lookup> {
  try {
    return { kind: 'found', values: await values };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code && ABSENT.has(code) ? { kind: 'missing' } : { kind: 'error' };
  }
}

/**
 * Node's resolver, pointed at `servers` (`DNS_SERVERS`) when given, with a short time-out and two tries so a
 * Verify click answers within seconds even when a server does not.
 *
 * A TXT lookup asks for a CNAME at the same name too: a recursive resolver follows an alias and answers the TXT
 * values of wherever it points — with a split-horizon resolver, an internal name's — so a name that is an alias
 * answers only its target (`alias`), and the values behind it are neither judged nor shown.
 */
export function createDnsLookup(servers: readonly string[]): DnsLookup {
  const resolver = new dns.Resolver({ timeout: 2000, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  return {
    async lookup(host, type) {
      const cname = answer(resolver.resolveCname(host));
      if (type === 'CNAME') return cname;
      const [alias, txt] = await Promise.all([
        cname,
        answer(resolver.resolveTxt(host).then((records) => records.map((chunks) => chunks.join('')))),
      ]);
      if (alias.kind === 'found' && alias.values[0]) return { kind: 'alias', target: alias.values[0] };
      return alias.kind === 'error' ? alias : txt;
    },
  };
}
