import type { PasskeyListLabels, PasskeyRow } from './PasskeyList';

/** Example words for the stories and tests (a product passes its own). */
export const examplePasskeyLabels: PasskeyListLabels = {
  name: 'Name',
  added: 'Added',
  lastUsed: 'Last used',
  action: 'Action',
  passkey: 'Passkey',
  securityKey: 'Security key',
  never: 'Never',
  rename: 'Rename',
  remove: 'Remove',
  empty: 'No passkeys yet.',
  table: 'Passkeys and security keys',
};

export const examplePasskeys: PasskeyRow[] = [
  { id: 'p1', name: 'Work laptop', kind: 'passkey', addedAt: '2 Nov 2026', lastUsedAt: '27 Nov 2026, 09:12' },
  { id: 'p2', name: 'YubiKey 5C', kind: 'security-key', addedAt: '14 Nov 2026', lastUsedAt: null },
  { id: 'p3', name: 'Phone', kind: 'passkey', addedAt: '20 Nov 2026', lastUsedAt: '21 Nov 2026, 18:40' },
];

export const longNamedPasskey: PasskeyRow = {
  id: 'p4',
  name: 'The security key in the top drawer of the desk by the window of the second-floor meeting room',
  kind: 'security-key',
  addedAt: '25 Nov 2026',
  lastUsedAt: null,
};
