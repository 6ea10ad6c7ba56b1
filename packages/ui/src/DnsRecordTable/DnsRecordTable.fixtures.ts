import type { DnsRecordRow, DnsRecordTableLabels } from './DnsRecordTable';

/** Example words for the stories and tests (a product passes its own). */
export const exampleDnsLabels: DnsRecordTableLabels = {
  type: 'Type',
  host: 'Host',
  value: 'Value',
  status: 'Status',
  checkedAt: 'Last check',
  copyButton: 'Copy',
  copy: (what) => `the value of ${what}`,
  copied: 'Copied',
  states: {
    pending: 'Not checked',
    verified: 'Verified',
    missing: 'Missing',
    mismatch: 'Mismatch',
    error: 'Lookup failed',
  },
  found: 'Found:',
  recommended: 'Recommended',
  never: 'Never',
};

const KEY = `MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${'q8Vb3Xw9'.repeat(42)}IDAQAB`;

export const exampleDnsRows: DnsRecordRow[] = [
  {
    key: 'spf',
    type: 'TXT',
    purpose: 'SPF',
    host: 'mail.acme.example',
    value: 'v=spf1 include:email.socketlabs.com ~all',
    required: true,
    status: 'verified',
    found: null,
    checkedAt: '15 Jun 2025, 09:00',
  },
  {
    key: 'dkim',
    type: 'TXT',
    purpose: 'DKIM (SocketLabs)',
    host: 'qone-sl._domainkey.mail.acme.example',
    value: `v=DKIM1; k=rsa; p=${KEY}`,
    required: true,
    status: 'verified',
    found: null,
    checkedAt: '15 Jun 2025, 09:00',
  },
  {
    key: 'bounce',
    type: 'CNAME',
    purpose: 'Return path (SocketLabs)',
    host: 'sl-bounce.mail.acme.example',
    value: 'tlsbounce.socketlabs.com',
    required: true,
    status: 'mismatch',
    found: 'bounce.old-provider.example',
    checkedAt: '15 Jun 2025, 09:00',
  },
  {
    key: 'dmarc',
    type: 'TXT',
    purpose: 'DMARC',
    host: '_dmarc.mail.acme.example',
    value: 'v=DMARC1; p=none; rua=mailto:dmarc-reports@mail.acme.example',
    required: false,
    status: 'missing',
    found: null,
    checkedAt: '15 Jun 2025, 09:00',
  },
];
