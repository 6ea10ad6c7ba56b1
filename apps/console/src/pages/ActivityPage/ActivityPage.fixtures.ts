import {
  ADMIN_USER_ID,
  activityEvent,
  daysAgo,
  fixtureId,
  groupId,
  type MockDb,
} from '@qone/api-client/mocks';
import { type ActivityRecord, activity } from '@qone/domain/activity';

/** A policy's text before and after an edit: several lines, one changed, one added. */
const POLICY_BEFORE = [
  'We keep your data for as long as your account is open.',
  'Backups are kept for 30 days.',
  'You can ask for a copy of your data at any time.',
].join('\n');
const POLICY_AFTER = [
  'We keep your data for as long as your account is open.',
  'Backups are kept for 90 days, encrypted at rest.',
  'You can ask for a copy of your data at any time.',
  'Deleted accounts are erased within 14 days.',
].join('\n');

/** The permission group the history renames. */
export const STORY_GROUP_ID = groupId(1);

/**
 * A company's history across areas for the Activity page's stories (internal): a group renamed and its access
 * changed, the company's settings, an invitation, a policy's long text, a template's tags, and `extra` older role
 * changes (a long timeline) — recorded through the domain's builders, as the server and the fake record them.
 */
export function arrangeHistory(db: MockDb, extra = 0): void {
  const admin = db.findUser(ADMIN_USER_ID);
  if (!admin) return;
  const actor = { id: admin._id, name: admin.name, email: admin.email };
  const groupRef = { id: STORY_GROUP_ID, name: 'Regional managers' };
  const records: (ActivityRecord | null)[] = [
    activity.legal({
      actor,
      action: 'legal-document.draft-saved',
      target: { id: fixtureId('legal', 1), label: 'Back-up and data retention policy' },
      before: { paragraph: POLICY_BEFORE },
      after: { paragraph: POLICY_AFTER },
    }),
    activity.permissionGroups({
      actor,
      action: 'permission-group.updated',
      group: groupRef,
      before: { name: 'Project managers', description: 'Runs projects and surveys.' },
      after: { name: 'Regional managers', description: 'Runs the projects and surveys of one region.' },
    }),
    activity.permissionGroups({
      actor,
      action: 'permission-group.flag-changed',
      group: groupRef,
      before: { contacts: false },
      after: { contacts: true },
    }),
    activity.permissionGroups({
      actor,
      action: 'permission-group.flag-changed',
      group: groupRef,
      before: { 'Spring panel: export': true },
      after: { 'Spring panel: export': false },
    }),
    activity.companySettings({
      actor,
      company: { id: db.company._id },
      before: {
        name: db.company.name,
        invoice_email: 'billing@example.com',
        invoice_address: '',
        vat: 'DE123456789',
        contact_person: 'Anna Schmidt',
        logo: null,
        second_factor_policy: 'off',
        activityRetentionDays: 730,
      },
      after: {
        name: db.company.name,
        invoice_email: 'invoices@example.com',
        invoice_address: 'Hauptstraße 1, 10115 Berlin',
        vat: 'DE123456789',
        contact_person: 'Anna Schmidt',
        logo: null,
        second_factor_policy: 'off',
        activityRetentionDays: 730,
      },
    }),
    activity.users({
      actor,
      action: 'user.invited',
      user: { id: fixtureId('user', 900), email: 'lena.vogel@example.com' },
      before: null,
      after: {
        name: 'Lena Vogel',
        email: 'lena.vogel@example.com',
        permissionGroup: 'Viewers',
        status: 'invited',
      },
    }),
    activity.templates({
      actor,
      action: 'template.updated',
      target: { id: fixtureId('template', 1), label: 'Welcome mail' },
      before: { subject: 'Welcome', tags: ['onboarding', 'mail'] },
      after: { subject: 'Welcome to Q One', tags: ['onboarding', 'welcome'] },
    }),
  ];
  const recent = records.flatMap((record, n) =>
    record ? [activityEvent(record, fixtureId('activity-story', n), daysAgo(0, (n + 1) * 7))] : [],
  );
  const older = Array.from({ length: extra }, (_, n) =>
    activity.roles({
      actor,
      action: 'role.updated',
      before: { _id: fixtureId('role-story', n), role: `Role ${n + 1}`, description: 'Before' },
      after: {
        _id: fixtureId('role-story', n),
        role: `Role ${n + 1}`,
        description: `Changed ${n + 1} times`,
      },
    }),
  ).flatMap((record, n) =>
    record ? [activityEvent(record, fixtureId('activity-older', n), daysAgo(2 + Math.floor(n / 10), n))] : [],
  );
  db.activity.push(...older, ...recent);
}
