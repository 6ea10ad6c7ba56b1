/**
 * The words of the activity timeline (Account Settings → Activity) and of every record's history: each action of
 * the activity catalogue (`@qone/domain/activity`) as a filter choice and as a sentence, each area's name, and the
 * names of the recorded fields. Typed against the catalogue, so an action added there fails the build until it is
 * worded here — the screen never shows a raw action name.
 */
import type { ActivityAction, ActivityArea, SignInStep } from '@qone/domain/activity';
import { securityCopy } from './security';

type Sentence = (actor: string, target: string) => string;

/** One action: its name in the action filter (under its area) and the sentence of an event. */
interface ActionWords {
  name: string;
  sentence: Sentence;
}

const actions: Record<ActivityAction, ActionWords> = {
  'user.invited': { name: 'Invited', sentence: (a, t) => `${a} invited ${t}` },
  'user.reinvited': { name: 'Invited again', sentence: (a, t) => `${a} sent ${t} a new invitation` },
  'user.invitation-deleted': {
    name: 'Invitation deleted',
    sentence: (a, t) => `${a} deleted the invitation of ${t}`,
  },
  'user.updated': { name: 'Details changed', sentence: (a, t) => `${a} changed ${t}` },
  'user.group-changed': {
    name: 'Permission group changed',
    sentence: (a, t) => `${a} moved ${t} to another group`,
  },
  'user.deleted': { name: 'Deleted', sentence: (a, t) => `${a} deleted ${t}` },
  'user.email-change-requested': {
    name: 'Email change asked for',
    sentence: (a, t) => `${a} asked to change the email of ${t}`,
  },
  'user.email-changed': { name: 'Email changed', sentence: (_a, t) => `${t} confirmed a new email` },
  'user.password-changed': { name: 'Password changed', sentence: (a) => `${a} changed their password` },
  'user.password-reset': {
    name: 'Password reset',
    sentence: (a, t) => `${a} reset the password of ${t}`,
  },
  'user.password-set': { name: 'Password chosen', sentence: (_a, t) => `${t} chose a new password` },
  'user.registered': { name: 'Invitation accepted', sentence: (_a, t) => `${t} accepted the invitation` },
  'user.session-ended': { name: 'Session ended', sentence: (a, t) => `${a} ended a session of ${t}` },
  'user.other-sessions-ended': {
    name: 'Other sessions ended',
    sentence: (a) => `${a} signed out of their other sessions`,
  },
  'user.signed-out-everywhere': {
    name: 'Signed out everywhere',
    sentence: (a, t) => `${a} signed ${t} out everywhere`,
  },
  'user.second-factor-added': {
    name: 'Second factor set up',
    sentence: (a) => `${a} set up a second factor`,
  },
  'user.second-factor-removed': {
    name: 'Second factor removed',
    sentence: (a) => `${a} removed a second factor`,
  },
  'user.passkey-renamed': {
    name: 'Passkey renamed',
    sentence: (a) => `${a} renamed a passkey`,
  },
  'user.recovery-codes-regenerated': {
    name: 'Recovery codes made again',
    sentence: (a) => `${a} made new recovery codes`,
  },
  'user.second-factors-reset': {
    name: 'Second factors reset',
    sentence: (a, t) => `${a} reset the second factors of ${t}`,
  },
  'user.signed-in': { name: 'Signed in', sentence: (_a, t) => `${t} signed in` },
  'user.sign-in-failed': {
    name: 'Failed to sign in',
    sentence: (_a, t) => `Someone failed to sign in as ${t}`,
  },
  'user.signed-out': { name: 'Signed out', sentence: (_a, t) => `${t} signed out` },
  'role.created': { name: 'Created', sentence: (a, t) => `${a} created the role ${t}` },
  'role.updated': { name: 'Changed', sentence: (a, t) => `${a} changed the role ${t}` },
  'role.deleted': { name: 'Deleted', sentence: (a, t) => `${a} deleted the role ${t}` },
  'permission-group.created': {
    name: 'Created',
    sentence: (a, t) => `${a} created the permission group ${t}`,
  },
  'permission-group.updated': {
    name: 'Details changed',
    sentence: (a, t) => `${a} changed the permission group ${t}`,
  },
  'permission-group.deleted': {
    name: 'Deleted',
    sentence: (a, t) => `${a} deleted the permission group ${t}`,
  },
  'permission-group.flag-changed': {
    name: 'Access changed',
    sentence: (a, t) => `${a} changed the access of ${t}`,
  },
  'company.signed-up': { name: 'Signed up', sentence: (a, t) => `${a} signed up ${t}` },
  'company.updated': { name: 'Settings changed', sentence: (a, t) => `${a} changed the settings of ${t}` },
  'company.activity-exported': {
    name: 'Activity exported',
    sentence: (a) => `${a} exported the activity record`,
  },
  'company.activity-pruned': {
    name: 'Old activity deleted',
    sentence: () => 'Events older than the retention were deleted',
  },
  'company.signed-out-everyone': {
    name: 'Everyone signed out',
    sentence: (a) => `${a} signed everyone out`,
  },
  'legal-document.draft-saved': { name: 'Draft saved', sentence: (a, t) => `${a} saved a draft of ${t}` },
  'legal-document.draft-discarded': {
    name: 'Draft discarded',
    sentence: (a, t) => `${a} discarded the draft of ${t}`,
  },
  'legal-document.published': { name: 'Published', sentence: (a, t) => `${a} published ${t}` },
  'legal-document.choice-changed': {
    name: 'Choice changed',
    sentence: (a, t) => `${a} changed the choice of ${t}`,
  },
  'legal-document.accepted': { name: 'Accepted', sentence: (a, t) => `${a} accepted ${t}` },
  'time-zone.updated': { name: 'Time zones changed', sentence: (a) => `${a} changed the time zones` },
  'integration.created': { name: 'Connected', sentence: (a, t) => `${a} connected ${t}` },
  'integration.updated': { name: 'Changed', sentence: (a, t) => `${a} changed the integration ${t}` },
  'integration.deleted': { name: 'Removed', sentence: (a, t) => `${a} removed the integration ${t}` },
  'domain.created': { name: 'Added', sentence: (a, t) => `${a} added the domain ${t}` },
  'domain.updated': { name: 'Changed', sentence: (a, t) => `${a} changed the domain ${t}` },
  'domain.deleted': { name: 'Deleted', sentence: (a, t) => `${a} deleted the domain ${t}` },
  'domain.verified': { name: 'Checked', sentence: (a, t) => `${a} checked the domain ${t}` },
  'mailer.created': { name: 'Added', sentence: (a, t) => `${a} added the mailer ${t}` },
  'mailer.updated': { name: 'Changed', sentence: (a, t) => `${a} changed the mailer ${t}` },
  'mailer.deleted': { name: 'Deleted', sentence: (a, t) => `${a} deleted the mailer ${t}` },
  'template.created': { name: 'Created', sentence: (a, t) => `${a} created ${t}` },
  'template.updated': { name: 'Changed', sentence: (a, t) => `${a} changed ${t}` },
  'template.deleted': { name: 'Deleted', sentence: (a, t) => `${a} deleted ${t}` },
  'template.copied': { name: 'Copied', sentence: (a, t) => `${a} made ${t} as a copy` },
  'template.restored': {
    name: 'Earlier version restored',
    sentence: (a, t) => `${a} restored an earlier version of ${t}`,
  },
  'tracking-code.added': {
    name: 'Tracking code added',
    sentence: (a, t) => `${a} added a tracking code to ${t}`,
  },
  'tracking-code.updated': {
    name: 'Tracking code changed',
    sentence: (a, t) => `${a} changed a tracking code of ${t}`,
  },
  'tracking-code.deleted': {
    name: 'Tracking code deleted',
    sentence: (a, t) => `${a} deleted a tracking code of ${t}`,
  },
  'button-settings.updated': {
    name: 'Button settings changed',
    sentence: (a, t) => `${a} changed the settings of the button ${t}`,
  },
  'language.updated': { name: 'Languages changed', sentence: (a) => `${a} changed the languages` },
  'translation.updated': { name: 'Translated', sentence: (a, t) => `${a} changed the translation ${t}` },
  'translation.imported': { name: 'Sheet imported', sentence: (a, t) => `${a} imported a sheet into ${t}` },
  'translation.auto-translated': {
    name: 'Translated automatically',
    sentence: (a, t) => `${a} had ${t} translated automatically`,
  },
};

const areas: Record<ActivityArea, string> = {
  users: 'People',
  roles: 'Roles',
  'permission-groups': 'Permission groups',
  company: 'Company settings',
  legal: 'Legal & Security',
  'time-zones': 'Time zones',
  integrations: 'Integrations',
  domains: 'Domains',
  mailers: 'Mailers',
  templates: 'Content',
  languages: 'Languages',
  translations: 'Translations',
  'sign-in': 'Signing in',
};

export const activityCopy = {
  title: 'Activity',
  description: 'Every change in your company, newest first: who made it, when, and what it changed.',
  /** Names the timeline. */
  list: 'Activity',
  loadOlder: 'Load older',
  loadError: 'The activity could not be loaded.',
  emptyTitle: 'No activity matches these filters',
  emptyText: 'Try a longer time range, or fewer filters.',
  nothingYetTitle: 'Nothing has happened yet',
  nothingYetText: 'Changes made in the console appear here.',
  clearFilters: 'Clear filters',
  filters: {
    filters: 'Filters',
    actor: 'Who',
    anyActor: 'Anyone',
    area: 'Area',
    anyArea: 'All areas',
    action: 'Action',
    anyAction: 'Any action',
    range: 'When',
    from: 'From',
    to: 'To (including)',
    search: 'Search names',
    target: 'Only',
    clear: 'Clear filters',
  },
  ranges: { any: 'Any time', today: 'Today', '7d': 'Last 7 days', '30d': 'Last 30 days', custom: 'Custom' },
  /** A custom range whose end is before its start. */
  badRange: 'The range ends before it starts: choose a “To” day on or after the “From” day.',
  actions,
  areas,
  someone: 'Someone',
  /** An event whose action this console does not know yet (a newer server). */
  otherAction: (actor: string, target: string) => `${actor} changed ${target}`,
  /** The names of recorded fields; others are spelled out from their names. */
  fields: {
    name: 'Name',
    email: 'Email',
    phone: 'Mobile',
    status: 'Status',
    permissionGroup: 'Permission group',
    role: 'Role',
    description: 'Description',
    invitation: 'Invitation',
    pendingEmail: 'New email (not yet confirmed)',
    password: 'Password',
    session: 'Session',
    openSessions: 'Open sessions',
    keptSignedIn: 'People with more access, still signed in',
    secondFactors: 'Second factors',
    method: 'Signed in with',
    ip: 'IP address',
    browser: 'Browser',
    system: 'System',
    step: 'Step that failed',
    failures: 'Failures in a row',
    recoveryCodes: 'Recovery codes',
    second_factor_policy: 'Require a second factor',
    activityRetentionDays: 'Keep the activity record for',
    cutoff: 'Older than',
    deleted: 'Events deleted',
    administrator: 'Administrator',
    alias: 'Alias',
    invoice_email: 'Invoice email',
    invoice_address: 'Invoice address',
    vat: 'VAT number',
    contact_person: 'Contact person',
    logo: 'Logo',
    title: 'Title',
    paragraph: 'Text',
    version: 'Version',
    effectiveDate: 'Effective from',
    choice: 'Choice',
    type: 'Type',
    settings: 'Settings',
    secretsSet: 'Secrets set',
    replacedValues: 'Secrets replaced',
    domain: 'Domain',
    active: 'Active',
    mailer: 'Mailer address',
    copiedFrom: 'Copied from',
    restoredFrom: 'Restored from version',
    subject: 'Subject',
    content: 'Content',
    html: 'Content',
    enabled: 'Enabled',
    default: 'Default',
  } as Record<string, string>,
  /** Recorded values worded, by field: how a sign-in was made, which step of a failed one went wrong. */
  values: {
    method: securityCopy.sessions.methods,
    step: {
      password: 'Password',
      code: 'Authenticator app code',
      'recovery-code': 'Recovery code',
      'security-key': 'Security key',
    } satisfies Record<SignInStep, string>,
  } as Record<string, Record<string, string>>,
  /** How booleans read in a change. */
  yes: 'Yes',
  no: 'No',
  /** Access flags in a change of a permission group. */
  access: 'Access',
} as const;
