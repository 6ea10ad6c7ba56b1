import type { SessionRow, SessionTableLabels } from './SessionTable';

/** Example words for the stories and tests (a product passes its own). */
export const exampleSessionLabels: SessionTableLabels = {
  device: 'Browser and system',
  signedIn: 'Signed in',
  lastActive: 'Last active',
  action: 'Action',
  current: 'This session',
  unknown: 'Unknown browser',
  end: 'End',
  empty: 'No other sessions.',
  table: 'Sessions',
};

export const exampleSessions: SessionRow[] = [
  {
    id: 's1',
    browser: 'Chrome 150',
    system: 'macOS Catalina',
    ip: '203.0.113.7',
    signedInAt: '27 Nov 2026, 09:12',
    lastActiveAt: '27 Nov 2026, 11:40',
    method: 'Password',
    current: true,
  },
  {
    id: 's2',
    browser: 'Safari 18',
    system: 'iOS 18.0',
    ip: '198.51.100.24',
    signedInAt: '27 Nov 2026, 07:55',
    lastActiveAt: '27 Nov 2026, 08:20',
    method: 'Password',
    current: false,
  },
  {
    id: 's3',
    browser: '',
    system: '',
    ip: '2001:db8:85a3::8a2e:370:7334',
    signedInAt: '26 Nov 2026, 22:03',
    lastActiveAt: '26 Nov 2026, 22:10',
    method: 'Password',
    current: false,
  },
];
