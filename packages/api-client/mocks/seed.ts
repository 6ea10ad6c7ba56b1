import { permissionsWith } from '@qone/domain/access';
import { activity } from '@qone/domain/activity';
import { judgeRecord } from '@qone/domain/dns-records';
import { mailDeliveryMessages } from '@qone/domain/messages';
import type { User } from '../src/types';
import { activityEvent, type MockDb, type StoredTemplate, type StoredUser } from './db';
import { FIXTURE_GROUP_COUNT, groupId, makePermissionGroup } from './fixtures/access';
import { daysAgo, isoDateTime } from './fixtures/dates';
import { createRandom, fixtureId, hashSeed, randomToken } from './fixtures/random';
import { makeCommunicationIntegration, makeDomain, makeMailer, makeUserRole } from './fixtures/settings';
import { makeButtonSettings, makeTemplate, makeTemplateVersion } from './fixtures/templates';
import { ADMIN_USER_ID, DEMO_CREDENTIALS, invitationExpiry, makeUser } from './fixtures/users';
import type { Scenario } from './scenarios';

/** Group numbers of the fixture groups (see fixtures/access.ts). */
const ADMINISTRATION = 0;
const PROJECT_MANAGERS = 1;
const CONTENT_EDITORS = 2;
const VIEWERS = 3;

/** The fixture user without any access flag (group Viewers); signs in with the demo password. */
export const VIEWER_USER_NUMBER = 7;

/** Status and group of the default scenario's users, by fixture number (0 is the admin). */
const DEFAULT_USERS: readonly (readonly [User['status'], number | null])[] = [
  ['verified', ADMINISTRATION],
  ['invited', PROJECT_MANAGERS],
  ['verified', PROJECT_MANAGERS],
  ['verified', CONTENT_EDITORS],
  ['invited', CONTENT_EDITORS],
  ['deleted', PROJECT_MANAGERS],
  ['verified', ADMINISTRATION],
  ['verified', VIEWERS],
  ['invited', ADMINISTRATION],
  ['verified', null],
  ['verified', CONTENT_EDITORS],
  ['deleted', VIEWERS],
];

const minuteAfter = (at: string) => isoDateTime(Date.parse(at) + 60_000);

function registerToken(n: number): string {
  return randomToken(createRandom(hashSeed(`register:${n}`)), 32);
}

/** The default scenario's invited user whose invitation mail the mail server refused (its card shows why). */
const FAILED_INVITATION_USER_NUMBER = 1;

function storedUser(user: User, n: number): StoredUser {
  const { permissionGroupName: _name, ...rest } = user;
  return {
    ...rest,
    // An invitation sent when the user was created: open for a week from then (older ones have expired).
    invitationExpiresAt:
      user.status === 'invited' ? (user.invitationExpiresAt ?? invitationExpiry(user.createdAt)) : null,
    // Its mail went out a minute later.
    invitationMail:
      user.status === 'invited'
        ? (user.invitationMail ?? { state: 'sent', at: minuteAfter(user.createdAt), reason: null })
        : null,
    password: user.status === 'invited' ? null : DEMO_CREDENTIALS.password,
    registerToken: user.status === 'invited' ? registerToken(n) : null,
  };
}

function adminUser(): User {
  return makeUser(
    {
      _id: ADMIN_USER_ID,
      name: 'Anna Schmidt',
      email: DEMO_CREDENTIALS.email,
      phone: '+49 30 1234567',
      permissionGroupId: groupId(ADMINISTRATION),
    },
    0,
  );
}

function storedTemplate(n: number): StoredTemplate {
  const template = makeTemplate({}, n);
  return {
    ...template,
    button: template.type === 'button' ? makeButtonSettings({ text: template.name }) : null,
    versions: [makeTemplateVersion(template, n)],
  };
}

function seedGroups(db: MockDb): void {
  db.groups = Array.from({ length: FIXTURE_GROUP_COUNT }, (_, n) => {
    const { _id, name, description, access, version } = makePermissionGroup({}, n);
    return { _id, name, description, access, version };
  });
}

function seedSettings(db: MockDb): void {
  db.roles = [0, 1, 2].map((n) => makeUserRole({}, n));
  db.domains = [0, 1, 2].map((n) => makeDomain({}, n));
  const domainIds = db.domains.map((domain) => domain._id);
  db.mailers = [0, 1].map((n) => {
    const mailer = makeMailer({}, n);
    return {
      _id: mailer._id,
      mailer: n === 0 ? 'newsletter' : 'notifications',
      alias: n === 0 ? 'Acme Newsletter' : 'Acme Notifications',
      type: mailer.type,
      domainId: domainIds[n] ?? mailer.domain._id,
      version: mailer.version,
    };
  });
  db.integrations = [0, 1].map((n) => makeCommunicationIntegration({}, n));
  publishFixtureRecords(db);
}

/**
 * The fake's DNS: the first domain publishes every record (verified after a check), the second one with a wrong
 * return-path CNAME (a mismatch), the third nothing. The first two were checked on the fixtures' date.
 */
function publishFixtureRecords(db: MockDb): void {
  const [first, second] = db.domains;
  for (const [domain, wrongBounce] of [
    [first, false],
    [second, true],
  ] as const) {
    if (!domain) continue;
    const records = db.toDomain(domain).records;
    for (const record of records) {
      const entry = db.dnsZone.get(record.host) ?? {};
      if (record.type === 'CNAME') entry.CNAME = wrongBounce ? 'bounce.old-provider.example' : record.value;
      else entry.TXT = [...(entry.TXT ?? []), record.value];
      db.dnsZone.set(record.host, entry);
    }
    domain.checks = records.map((record) => {
      const entry = db.dnsZone.get(record.host);
      const values = record.type === 'CNAME' ? [entry?.CNAME ?? ''] : (entry?.TXT ?? []);
      return {
        purpose: record.purpose,
        host: record.host,
        expected: record.value,
        ...judgeRecord(record, { kind: 'found', values }),
        checkedAt: daysAgo(1),
      };
    });
    domain.lastCheckedAt = daysAgo(1);
  }
}

/**
 * A short history for the activity panels: the admin created the three roles over the past days. Fixed ids and
 * dates (no reading of the fake's clock or id generator, so nothing else in the scenario shifts).
 */
function seedActivity(db: MockDb): void {
  const admin = db.findUser(ADMIN_USER_ID);
  if (!admin) return;
  const actor = { id: admin._id, name: admin.name, email: admin.email };
  db.activity = db.roles.flatMap((role, n) => {
    const record = activity.roles({ actor, action: 'role.created', before: null, after: role });
    return record ? [activityEvent(record, fixtureId('activity', n), daysAgo(10 - n))] : [];
  });
}

function seedDefault(db: MockDb): void {
  seedGroups(db);
  db.users = DEFAULT_USERS.map(([status, group], n) => {
    const user =
      n === 0
        ? adminUser()
        : makeUser({ status, permissionGroupId: group === null ? null : groupId(group) }, n);
    if (n === FAILED_INVITATION_USER_NUMBER) {
      user.invitationMail = {
        state: 'failed',
        at: minuteAfter(user.createdAt),
        reason: mailDeliveryMessages.refused(550),
      };
    }
    return storedUser(user, n);
  });
  db.templates = Array.from({ length: 16 }, (_, n) => storedTemplate(n));
  const first = db.templates[0];
  // The first template's first segment in German, its second marked for review.
  const [subject, second] = first ? db.translationSegments(first) : [];
  if (first && subject) db.setTranslation(first._id, 'ger', subject.key, 'Willkommen, {{firstName}}');
  if (first && second) db.setTranslation(first._id, 'ger', second.key, second.source, true);
  seedSettings(db);
  seedActivity(db);
}

/** How many users the `many` scenario holds: the size user management is built and measured for. */
const MANY_USERS = 10_000;

function seedMany(db: MockDb): void {
  seedGroups(db);
  const random = createRandom(hashSeed('many-users'));
  db.users = Array.from({ length: MANY_USERS }, (_, n) => {
    if (n === 0) return storedUser(adminUser(), 0);
    const roll = random();
    const status: User['status'] = roll < 0.8 ? 'verified' : roll < 0.92 ? 'invited' : 'deleted';
    const group = Math.floor(random() * FIXTURE_GROUP_COUNT);
    // Invitations sent over the last ten days: most still open, some expired.
    const invitationExpiresAt = status === 'invited' ? daysAgo(Math.floor(random() * 10) - 7) : null;
    return storedUser(makeUser({ status, permissionGroupId: groupId(group), invitationExpiresAt }, n), n);
  });
  db.templates = Array.from({ length: 1000 }, (_, n) => storedTemplate(n));
  seedSettings(db);
}

/** The user agent of the fixture admin's own session: the same wherever the fake runs (a story, Node, a browser). */
const FIXTURE_BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36';

const ADMIN_OTHER_DEVICES = [
  {
    ip: '198.51.100.24',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  },
  { ip: '203.0.113.80', userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0' },
];

/** Fills `db` with the scenario's data and signs the fixture admin in when the scenario says so. */
export function seedScenario(db: MockDb, scenario: Scenario): void {
  if (scenario.data === 'default') seedDefault(db);
  if (scenario.data === 'many') seedMany(db);
  if (!scenario.signedIn) return;
  const admin = db.findUser(ADMIN_USER_ID);
  if (admin) {
    // The admin is signed in on two other devices too (Sign-in & security lists them), and in this browser.
    for (const client of ADMIN_OTHER_DEVICES) db.addSession(admin, client);
    db.signIn(admin, { userAgent: FIXTURE_BROWSER });
    return;
  }
  // `empty` keeps even the admin out of the lists; the session still has every flag.
  const session = db.signIn(storedUser(adminUser(), 0));
  session.user = { ...session.user, permissionGroupId: null, permissionGroupName: null };
  session.fallbackPermissions = permissionsWith(true);
}
