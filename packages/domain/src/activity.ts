/**
 * The activity record, decided once for the server and the fake: the catalogue of every action (below, with a
 * builder per area), and what a record keeps of a change: only the fields that changed, before → after; never a
 * secret (a field whose name says password, token, secret, key, hash or credential, at any depth, is replaced by a
 * marker saying it changed); long texts (template HTML) shortened to a summary, so an event stays small and
 * readable.
 *
 * Pure functions with no imports and only erasable TypeScript: the server loads this file at run time through
 * Node's type stripping (`@qone/domain/activity`).
 */

/** A record's fields as the activity record sees them (JSON values). */
export type ActivityFields = Record<string, unknown>;

/** Field names that never reach the record with their value. */
const SECRET_FIELD = /password|token|secret|apikey|api_key|hash|credential|private/i;

/** The value kept for a secret field that changed. */
export const SECRET_CHANGED = '[changed]';

/** Texts longer than this are kept as a summary (their first characters and their length). */
export const ACTIVITY_TEXT_LIMIT = 500;

function shorten(text: string): string {
  if (text.length <= ACTIVITY_TEXT_LIMIT) return text;
  return `${text.slice(0, 120)}… (${text.length} characters)`;
}

/** A value as the record keeps it: secrets masked (at any depth), long texts shortened. */
export function activityValue(value: unknown): unknown {
  if (typeof value === 'string') return shorten(value);
  if (Array.isArray(value)) return value.map((item) => activityValue(item));
  if (typeof value === 'object' && value !== null) {
    const out: ActivityFields = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] = SECRET_FIELD.test(key) ? SECRET_CHANGED : activityValue(inner);
    }
    return out;
  }
  return value;
}

/** Deep equality of JSON values (key order ignored). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  const recordB = b as ActivityFields;
  return keysA.every((key) => Object.hasOwn(recordB, key) && same((a as ActivityFields)[key], recordB[key]));
}

/**
 * The `before` and `after` of an event: for a creation (`before` null) or a deletion (`after` null) the record's
 * fields; for a change, only the fields whose value differs. Secret fields appear only as {@link SECRET_CHANGED}.
 */
export function activityChanges(
  before: ActivityFields | null,
  after: ActivityFields | null,
): { before: ActivityFields | null; after: ActivityFields | null } {
  const masked = (fields: ActivityFields | null) =>
    fields === null ? null : (activityValue(fields) as ActivityFields);
  if (before === null || after === null) return { before: masked(before), after: masked(after) };
  const changedBefore: ActivityFields = {};
  const changedAfter: ActivityFields = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (same(before[key], after[key])) continue;
    changedBefore[key] = SECRET_FIELD.test(key) ? SECRET_CHANGED : activityValue(before[key]);
    changedAfter[key] = SECRET_FIELD.test(key) ? SECRET_CHANGED : activityValue(after[key]);
  }
  return { before: changedBefore, after: changedAfter };
}

/** Whether a change left every field as it was (no event is recorded then). */
export function isNoChange(changes: {
  before: ActivityFields | null;
  after: ActivityFields | null;
}): boolean {
  return (
    changes.before !== null &&
    changes.after !== null &&
    Object.keys(changes.before).length === 0 &&
    Object.keys(changes.after).length === 0
  );
}

/**
 * The page cursor of the activity record: the position (time, id) of the last event of a page, opaque to callers.
 * Keyset paging, so a page never skips or repeats events when new ones are recorded meanwhile.
 */
export function encodeActivityCursor(at: string, id: string): string {
  const text = `${at}|${id}`;
  let out = '';
  for (const char of text) out += char.charCodeAt(0).toString(16).padStart(2, '0');
  return out;
}

/** The position a cursor names, or null when it is not one this API wrote. */
export function decodeActivityCursor(cursor: string): { at: string; id: string } | null {
  if (!/^(?:[0-9a-f]{2})+$/.test(cursor)) return null;
  let text = '';
  for (let i = 0; i < cursor.length; i += 2)
    text += String.fromCharCode(Number.parseInt(cursor.slice(i, i + 2), 16));
  const [at, id, ...rest] = text.split('|');
  if (!at || !id || rest.length > 0 || Number.isNaN(Date.parse(at))) return null;
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  return { at, id };
}

/** The timeline's filters that a schema cannot judge alone (the contract's query of `listActivity`). */
export interface ActivityTimelineQuery {
  action?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}

/**
 * Why the server and the fake refuse a timeline query, as a key of `activityMessages` (null: nothing to refuse):
 * an action the catalogue does not know (a typo would otherwise answer an empty timeline), or a time range that
 * ends where or before it starts.
 */
export function activityQueryRefusal(
  query: ActivityTimelineQuery,
): 'unknownAction' | 'emptyTimeRange' | null {
  if (query.action != null && !isActivityAction(query.action)) return 'unknownAction';
  if (query.from != null && query.to != null && Date.parse(query.to) <= Date.parse(query.from))
    return 'emptyTimeRange';
  return null;
}

/**
 * Whether the timeline's text filter `q` matches an event: anywhere in the target's name, the actor's name or
 * the actor's email as they were then, in any case. (The server matches the same three names, lower-cased and
 * stored with the row.)
 */
export function activityTextMatches(
  event: { targetLabel: string; actor: { name: string; email: string } },
  q: string,
): boolean {
  const text = q.toLowerCase();
  return [event.targetLabel, event.actor.name, event.actor.email].some((name) =>
    name.toLowerCase().includes(text),
  );
}

// ------------------------------------------------------------------ the catalogue

/**
 * Every action the activity record knows, grouped by area: the kind of target, how the target's name is kept
 * (`label`), and for each action what it records before → after. The server and the fake build their records only
 * through the builders below, so neither can record an action, area or target kind this table lacks.
 * To add an action: add it here (and to its area's builder if the area's builder picks fields), then call the
 * builder from the server's route and the fake's handler, and add a parity case (apps/server/README.md).
 */
export const activityCatalogue = {
  users: {
    target: 'user',
    label: "the user's email then",
    actions: {
      'user.invited': 'name, email, permissionGroup, status (null → invited)',
      'user.reinvited': 'invitation (→ sent again)',
      'user.invitation-deleted': 'name, email, permissionGroup, status (invited → null)',
      'user.updated': 'the changed profile fields (name, email, phone, role)',
      'user.group-changed': 'permissionGroup',
      'user.deleted': 'status (→ deleted)',
      'user.email-change-requested': 'pendingEmail',
      'user.email-changed': 'email, pendingEmail',
      'user.password-changed': 'password (masked)',
      'user.password-reset': 'password (masked)',
      'user.password-set': 'password (masked)',
      'user.registered': 'name, status (invited → verified)',
      'user.second-factor-added': "secondFactors (the kinds before → after), passkey (a passkey's name)",
      'user.second-factor-removed': "secondFactors (the kinds before → after), passkey (a passkey's name)",
      'user.passkey-renamed': "passkey (the passkey's name before → after)",
      'user.recovery-codes-regenerated': 'recoveryCodes (old → new; never a code)',
      'user.second-factors-reset': 'secondFactors (the kinds before → none)',
      'user.session-ended': "session (the session's browser and system → ended)",
      'user.other-sessions-ended': 'openSessions (the count → 1)',
      'user.signed-out-everywhere': 'openSessions (the count → 0)',
    },
  },
  'sign-in': {
    target: 'user',
    label: "the user's email then",
    actions: {
      'user.signed-in': 'method, ip, browser, system (null → the new session)',
      'user.sign-in-failed':
        'step (password, code, recovery-code, security-key), ip, browser, system, failures (the count so far); ' +
        'never what was typed',
      'user.signed-out': 'ip, browser, system (of the request that signed out)',
    },
  },
  roles: {
    target: 'role',
    label: "the role's name",
    actions: {
      'role.created': 'role, description',
      'role.updated': 'role, description',
      'role.deleted': 'role, description',
    },
  },
  'permission-groups': {
    target: 'permission-group',
    label: "the group's name",
    actions: {
      'permission-group.created': 'name, description',
      'permission-group.updated': 'name, description',
      'permission-group.deleted': 'name, description',
      'permission-group.flag-changed': 'the flag, or `<panel>: <field>` of a panel',
    },
  },
  company: {
    target: 'company',
    label: "the company's name",
    actions: {
      'company.signed-up': 'name, administrator, status (→ unconfirmed)',
      'company.signed-out-everyone':
        'openSessions (the count ended → 0), keptSignedIn (people with more access than the actor)',
      'company.updated': 'the changed settings (name, alias, contact, address, logo, activity retention, …)',
      'company.activity-exported':
        'format, rows, delimiter and the filters of an export of the activity record',
      'company.activity-pruned': 'cutoff, deleted (events past the retention, deleted by the server)',
    },
  },
  legal: {
    target: 'legal-document',
    label: "the document's title",
    actions: {
      'legal-document.draft-saved': 'title, paragraph, description',
      'legal-document.draft-discarded': 'title, paragraph, description (→ null)',
      'legal-document.published': 'version, title, description, effectiveDate',
      'legal-document.choice-changed': 'choice',
      'legal-document.accepted': 'version (null →)',
    },
  },
  'time-zones': {
    target: 'time-zone',
    label: '"Time zones" (the company\'s list)',
    actions: { 'time-zone.updated': 'the summary of enabled zones and the default' },
  },
  integrations: {
    target: 'integration',
    label: "the integration's name",
    actions: {
      'integration.created': 'type, name, settings, names of the secrets set (never their values)',
      'integration.updated': 'name, settings, names of the secrets set, replacedValues (names only)',
      'integration.deleted': 'type, name, settings, names of the secrets set',
    },
  },
  domains: {
    target: 'domain',
    label: 'the domain name',
    actions: {
      'domain.created': 'domain, active',
      'domain.updated': 'domain, active',
      'domain.deleted': 'domain, active',
      'domain.verified': 'status',
    },
  },
  mailers: {
    target: 'mailer',
    label: "the mailer's address",
    actions: {
      'mailer.created': 'mailer, alias, type, domain',
      'mailer.updated': 'mailer, alias, type, domain',
      'mailer.deleted': 'mailer, alias, type, domain',
    },
  },
  templates: {
    target: 'template',
    label: "the template's (or page's, button's) name",
    actions: {
      'template.created': 'type and the template fields',
      'template.updated': 'the changed template fields',
      'template.deleted': 'type and the template fields',
      'template.copied': 'type, copiedFrom and the template fields',
      'template.restored': 'the fields the restored version changes, restoredFrom (its number)',
      'tracking-code.added': "the code's fields",
      'tracking-code.updated': "the code's changed fields",
      'tracking-code.deleted': "the code's fields",
      'button-settings.updated': "the button's changed settings",
    },
  },
  languages: {
    target: 'language',
    label: '"Languages" (the company\'s list)',
    actions: { 'language.updated': 'the summary of enabled languages and the default' },
  },
  translations: {
    target: 'translation',
    label: '`<template> (<language>)`',
    actions: {
      'translation.updated': 'each changed key: its translation',
      'translation.imported': 'each changed key: its translation (shortened)',
      'translation.auto-translated': 'each filled key: its translation',
    },
  },
} as const;

type Catalogue = typeof activityCatalogue;

/** An area of the console a change belongs to (the contract's `ActivityArea`). */
export type ActivityArea = keyof Catalogue;
/** The actions of one area. */
export type ActionOf<A extends ActivityArea> = keyof Catalogue[A]['actions'] & string;
/** Every action name the activity record knows, as `<target>.<verb>`. */
export type ActivityAction = { [A in ActivityArea]: ActionOf<A> }[ActivityArea];
/** What kind of record a change was made to (the contract's `ActivityTargetType`). */
export type ActivityTargetType = Catalogue[ActivityArea]['target'];

const areaOf = new Map<string, ActivityArea>(
  (Object.keys(activityCatalogue) as ActivityArea[]).flatMap((area) =>
    Object.keys(activityCatalogue[area].actions).map((action) => [action, area] as const),
  ),
);

/** Every action name of the catalogue. */
export const activityActions: readonly ActivityAction[] = [...areaOf.keys()] as ActivityAction[];

/** Whether a name is an action of the catalogue (the server's record insert refuses any other). */
export function isActivityAction(name: string): name is ActivityAction {
  return areaOf.has(name);
}

/** Who made a change, as they were named then: `id` null for a signed-out visitor following a mailed link. */
export interface ActivityActor {
  id: string | null;
  name: string;
  email: string;
}

/** Who acts when the server itself changes something (the retention job). */
export const ACTIVITY_SYSTEM_ACTOR: ActivityActor = { id: null, name: 'Q One (automatic)', email: '' };

/**
 * Who acts in a failed sign-in: whoever typed the account's address, not known to be its user (the target). A
 * signed-out visitor, so no id.
 */
export const ACTIVITY_SIGN_IN_ATTEMPT_ACTOR: ActivityActor = {
  id: null,
  name: 'Someone signing in',
  email: '',
};

/**
 * How many failed sign-ins of one account are recorded in a row: the sign-in throttle's count of the account's
 * failures (apps/server/src/auth/throttle.ts, `signInPerAccount`), this attempt included, up to this; beyond it
 * nothing is recorded until the count starts again (the right password, a password link, or an hour without
 * failures). So guessing from many addresses cannot grow a company's record without bound.
 */
export const SIGN_IN_FAILURES_RECORDED = 10;

/** Which step of a sign-in went wrong: the password, or the second step's code, recovery code or security key. */
export type SignInStep = 'password' | 'code' | 'recovery-code' | 'security-key';

/** The client of a sign-in or sign-out as the record keeps it: its address, browser and system (never trusted). */
export interface SignInClient {
  ip: string;
  browser: string;
  system: string;
}

/** The record of one change, as the server inserts it and the fake keeps it. */
export interface ActivityRecord {
  actor: ActivityActor;
  area: ActivityArea;
  action: ActivityAction;
  target: { type: ActivityTargetType; id: string; label: string };
  before: ActivityFields | null;
  after: ActivityFields | null;
}

/** What a builder is given: who, which action of its area, the target (its id and its name then), before → after. */
export interface ActivityChange<A extends ActivityArea> {
  actor: ActivityActor;
  action: ActionOf<A>;
  target: { id: string; label: string };
  /** The record's fields before the change; null for a creation. */
  before: ActivityFields | null;
  /** The record's fields after the change; null for a deletion. */
  after: ActivityFields | null;
}

/**
 * Refuses an action name outside the catalogue, or of another area: the types already do, this is for a name that
 * reached here around them (a cast, plain JavaScript).
 */
export function assertActivityAction(area: ActivityArea, action: string): asserts action is ActivityAction {
  if (areaOf.get(action) !== area) throw new Error(`Unknown activity action "${action}" for area "${area}"`);
}

/**
 * The record of a change of `area`: the changed fields only, secrets masked, long texts shortened
 * ({@link activityChanges}); null when nothing changed (nothing is recorded then).
 */
function build<A extends ActivityArea>(area: A, change: ActivityChange<A>): ActivityRecord | null {
  assertActivityAction(area, change.action);
  const { before, after } = activityChanges(change.before, change.after);
  if (isNoChange({ before, after })) return null;
  return {
    actor: { id: change.actor.id, name: change.actor.name, email: change.actor.email },
    area,
    action: change.action,
    target: { type: activityCatalogue[area].target, id: change.target.id, label: change.target.label },
    before,
    after,
  };
}

type Fields<K extends string> = { [key in K]: unknown };
const pick = <K extends string>(fields: Fields<K> | null, keys: readonly K[]): ActivityFields | null =>
  fields === null ? null : Object.fromEntries(keys.map((key) => [key, fields[key]]));

const ROLE_FIELDS = ['role', 'description'] as const;
const COMPANY_FIELDS = [
  'name',
  'invoice_email',
  'invoice_address',
  'vat',
  'contact_person',
  'logo',
  'second_factor_policy',
  'activityRetentionDays',
] as const;
const MAILER_FIELDS = ['mailer', 'alias', 'type', 'domain'] as const;

/**
 * One builder per area: each fixes the area and the target's kind, and where an area records fixed fields of its
 * target, picks them, so the server and the fake keep the same fields.
 */
export const activity = {
  users: (change: Omit<ActivityChange<'users'>, 'target'> & { user: { id: string; email: string } }) =>
    build('users', { ...change, target: { id: change.user.id, label: change.user.email } }),

  /**
   * Sessions ended (issue 24): one (`session` names it by browser and system), the caller's others, or all of a
   * user's (`openSessions` before → after). Nothing is recorded when no session ended.
   */
  userSessions: (
    change: {
      actor: ActivityActor;
      user: { id: string; email: string };
    } & (
      | { action: 'user.session-ended'; session: string }
      | { action: 'user.other-sessions-ended' | 'user.signed-out-everywhere'; ended: number }
    ),
  ) =>
    build('users', {
      actor: change.actor,
      action: change.action,
      target: { id: change.user.id, label: change.user.email },
      ...(change.action === 'user.session-ended'
        ? { before: { session: change.session }, after: { session: 'ended' } }
        : change.action === 'user.other-sessions-ended'
          ? { before: { openSessions: change.ended + 1 }, after: { openSessions: 1 } }
          : { before: { openSessions: change.ended }, after: { openSessions: 0 } }),
    }),

  /**
   * Sign-ins, failed sign-ins of a known account and sign-outs (issue 25 point 1), each with the client's address,
   * browser and system. The actor of a sign-in and a sign-out is the user; of a failure, someone signing in
   * ({@link ACTIVITY_SIGN_IN_ATTEMPT_ACTOR}). A failure keeps the step and the count of failures in a row, never what
   * was typed; null (nothing recorded) past {@link SIGN_IN_FAILURES_RECORDED} failures in a row.
   */
  signIn: (
    change: { user: { id: string; name: string; email: string }; client: SignInClient } & (
      | { action: 'user.signed-in'; method: string }
      | { action: 'user.sign-in-failed'; step: SignInStep; failures: number }
      | { action: 'user.signed-out' }
    ),
  ) => {
    const { user, client } = change;
    const where = { ip: client.ip, browser: client.browser, system: client.system };
    const target = { id: user.id, label: user.email };
    const self = { id: user.id, name: user.name, email: user.email };
    switch (change.action) {
      case 'user.signed-in':
        return build('sign-in', {
          actor: self,
          action: change.action,
          target,
          before: null,
          after: { method: change.method, ...where },
        });
      case 'user.sign-in-failed':
        return change.failures > SIGN_IN_FAILURES_RECORDED
          ? null
          : build('sign-in', {
              actor: ACTIVITY_SIGN_IN_ATTEMPT_ACTOR,
              action: change.action,
              target,
              before: null,
              after: { step: change.step, ...where, failures: change.failures },
            });
      case 'user.signed-out':
        return build('sign-in', { actor: self, action: change.action, target, before: null, after: where });
    }
  },

  roles: (change: {
    actor: ActivityActor;
    action: ActionOf<'roles'>;
    before: ({ _id: string } & Fields<(typeof ROLE_FIELDS)[number]>) | null;
    after: ({ _id: string } & Fields<(typeof ROLE_FIELDS)[number]>) | null;
  }) => {
    const role = change.after ?? change.before;
    return build('roles', {
      actor: change.actor,
      action: change.action,
      target: { id: role?._id ?? '', label: String(role?.role ?? '') },
      before: pick(change.before, ROLE_FIELDS),
      after: pick(change.after, ROLE_FIELDS),
    });
  },

  permissionGroups: (
    change: Omit<ActivityChange<'permission-groups'>, 'target'> & { group: { id: string; name: string } },
  ) => build('permission-groups', { ...change, target: { id: change.group.id, label: change.group.name } }),

  company: (change: ActivityChange<'company'>) => build('company', change),

  /**
   * Everyone signed out (issue 24): the sessions that ended (open → 0), and how many people with more access than
   * the caller kept theirs. Nothing is recorded when no session ended, as for one user's.
   */
  companySignedOut: (change: {
    actor: ActivityActor;
    company: { id: string; name: string };
    ended: number;
    kept: number;
  }) =>
    change.ended === 0
      ? null
      : build('company', {
          actor: change.actor,
          action: 'company.signed-out-everyone',
          target: { id: change.company.id, label: change.company.name },
          before: { openSessions: change.ended },
          after: { openSessions: 0, keptSignedIn: change.kept },
        }),

  /** A save of the company's settings (`company.updated`), labelled with its new name: the form's fields. */
  companySettings: (change: {
    actor: ActivityActor;
    company: { id: string };
    before: Fields<(typeof COMPANY_FIELDS)[number]>;
    after: Fields<(typeof COMPANY_FIELDS)[number]>;
  }) =>
    build('company', {
      actor: change.actor,
      action: 'company.updated',
      target: { id: change.company.id, label: String(change.after.name) },
      before: pick(change.before, COMPANY_FIELDS),
      after: pick(change.after, COMPANY_FIELDS),
    }),

  /**
   * An export of the activity record (issue 25 point 8), recorded before its file starts: the format and every filter
   * it was given (absent ones left out).
   */
  activityExported: (change: {
    actor: ActivityActor;
    company: { id: string; name: string };
    export: Record<string, string | undefined>;
  }) =>
    build('company', {
      actor: change.actor,
      action: 'company.activity-exported',
      target: { id: change.company.id, label: change.company.name },
      before: null,
      after: Object.fromEntries(Object.entries(change.export).filter(([, value]) => value !== undefined)),
    }),

  /** A run of the retention job that deleted events (issue 25 point 9), by the server itself. */
  activityPruned: (change: { company: { id: string; name: string }; cutoff: string; deleted: number }) =>
    build('company', {
      actor: ACTIVITY_SYSTEM_ACTOR,
      action: 'company.activity-pruned',
      target: { id: change.company.id, label: change.company.name },
      before: null,
      after: { cutoff: change.cutoff, deleted: change.deleted },
    }),

  legal: (change: ActivityChange<'legal'>) => build('legal', change),

  timeZones: (change: Omit<ActivityChange<'time-zones'>, 'target'> & { companyId: string }) =>
    build('time-zones', { ...change, target: { id: change.companyId, label: 'Time zones' } }),

  integrations: (change: ActivityChange<'integrations'>) => build('integrations', change),

  domains: (change: ActivityChange<'domains'>) => build('domains', change),

  mailers: (
    change: Omit<ActivityChange<'mailers'>, 'before' | 'after'> & {
      before: Fields<(typeof MAILER_FIELDS)[number]> | null;
      after: Fields<(typeof MAILER_FIELDS)[number]> | null;
    },
  ) =>
    build('mailers', {
      ...change,
      before: pick(change.before, MAILER_FIELDS),
      after: pick(change.after, MAILER_FIELDS),
    }),

  templates: (change: ActivityChange<'templates'>) => build('templates', change),

  languages: (change: Omit<ActivityChange<'languages'>, 'target'> & { companyId: string }) =>
    build('languages', { ...change, target: { id: change.companyId, label: 'Languages' } }),

  /** Labelled `<template> (<language>)`. */
  translations: (
    change: Omit<ActivityChange<'translations'>, 'target'> & {
      template: { id: string; name: string };
      language: string;
    },
  ) =>
    build('translations', {
      ...change,
      target: { id: change.template.id, label: `${change.template.name} (${change.language})` },
    }),
} as const;
