import { ACTIVITY_EXPORT_RATE } from '@qone/domain/activity-export';
import { activityMessages } from '@qone/domain/messages';
import { answers, by, type ParityCase, refused } from './case.js';
import { twoCompanies } from './fixtures.js';

/**
 * The activity record of each area that records (issue 22): for the same requests, the fake and the server record
 * the same action, target and changed fields — `match` names the action, the target and the values; the runner's
 * shape check holds the two sides' `before` and `after` to the same keys. Read back through `GET /api/activity`,
 * newest first.
 */
const admin = by('alpha.admin');
const nobody = by(null);

/** The area's events, newest first, as the activity read answers them. */
const recorded = (area: string, events: unknown[], limit = 25) =>
  admin.get(
    `/api/activity?area=${area}&limit=${limit}`,
    answers(200, { match: { data: events, ...(limit > events.length ? { nextCursor: null } : {}) } }),
  );

const company = (fields: Record<string, unknown>) => ({
  name: 'Alpha Research',
  invoice_email: 'billing@alpha.test',
  invoice_address: '1 Lab Road, Alphaville',
  vat: 'DE123456789',
  contact_person: 'Ada Admin',
  logo: '',
  ...fields,
});

const actor = { name: 'Ada Admin', email: 'ada@alpha.test' };

export const activityCases: ParityCase[] = [
  {
    name: 'activity: users — invited alone and in bulk, invited again, edited, moved, invitation deleted, registered',
    fixture: twoCompanies,
    steps: [
      admin.post(
        '/api/users',
        { name: 'Ivy Green', email: 'ivy@alpha.test', permissionGroupId: '{group:alpha.none}' },
        answers(201),
        { save: { ivy: 'data._id' } },
      ),
      admin.post(
        '/api/users/bulk-invite',
        { rows: [{ name: 'Bo Bulk', email: 'bo@alpha.test' }], permissionGroupId: '{group:alpha.none}' },
        answers(200),
      ),
      admin.post('/api/users/{saved:ivy}/reinvite', undefined, answers(200)),
      admin.put('/api/users/{email:alpha.member}', { name: 'Mia M.', baseVersion: 1 }, answers(200)),
      admin.put(
        '/api/users',
        { _id: '{user:alpha.member}', permissionGroupId: '{group:alpha.projects}', baseVersion: 2 },
        answers(200),
      ),
      nobody.post(
        '/api/users/register',
        {
          registerToken: '{link:register:bo@alpha.test}',
          name: 'Bo B.',
          password: 'another horse battery staple',
        },
        answers(200),
      ),
      admin.delete('/api/users/invite/{saved:ivy}', answers(200)),
      recorded('users', [
        {
          action: 'user.invitation-deleted',
          targetId: '{saved:ivy}',
          targetLabel: 'ivy@alpha.test',
          before: {
            name: 'Ivy Green',
            email: 'ivy@alpha.test',
            permissionGroup: 'Nothing',
            status: 'invited',
          },
          after: null,
        },
        {
          action: 'user.registered',
          targetType: 'user',
          targetLabel: 'bo@alpha.test',
          actor: { name: 'Bo B.', email: 'bo@alpha.test' },
          before: { name: 'Bo Bulk', status: 'invited' },
          after: { name: 'Bo B.', status: 'verified' },
        },
        {
          action: 'user.group-changed',
          targetLabel: 'mia@alpha.test',
          before: { permissionGroup: 'Nothing' },
          after: { permissionGroup: 'Project managers' },
        },
        { action: 'user.updated', before: { name: 'Mia Member' }, after: { name: 'Mia M.' } },
        { action: 'user.reinvited', targetId: '{saved:ivy}', after: { invitation: 'sent again' } },
        {
          action: 'user.invited',
          targetLabel: 'bo@alpha.test',
          actor: { _id: '{user:alpha.admin}', ...actor },
          before: null,
          after: { name: 'Bo Bulk', email: 'bo@alpha.test', permissionGroup: 'Nothing', status: 'invited' },
        },
        {
          action: 'user.invited',
          targetId: '{saved:ivy}',
          targetLabel: 'ivy@alpha.test',
          before: null,
          after: {
            name: 'Ivy Green',
            email: 'ivy@alpha.test',
            permissionGroup: 'Nothing',
            status: 'invited',
          },
        },
      ]),
    ],
  },
  {
    name: 'activity: permission groups — created, renamed, a flag changed, deleted',
    fixture: twoCompanies,
    steps: [
      admin.post(
        '/api/permission-groups',
        { name: 'Readers', description: 'Reads the reports and dashboards.' },
        answers(201),
        {
          save: { group: 'data._id' },
        },
      ),
      admin.put(
        '/api/permission-groups/{saved:group}',
        {
          target: 'details',
          name: 'Viewers',
          description: 'Reads the reports and dashboards.',
          baseVersion: 1,
        },
        answers(200),
      ),
      admin.put(
        '/api/permission-groups/{saved:group}',
        { id: '{saved:group}', target: 'surveys', value: true, baseVersion: 2 },
        answers(200),
      ),
      admin.delete('/api/permission-groups/{saved:group}', answers(200)),
      recorded('permission-groups', [
        {
          action: 'permission-group.deleted',
          targetType: 'permission-group',
          targetId: '{saved:group}',
          targetLabel: 'Viewers',
          before: { name: 'Viewers', description: 'Reads the reports and dashboards.' },
          after: null,
        },
        { action: 'permission-group.flag-changed', before: { surveys: false }, after: { surveys: true } },
        { action: 'permission-group.updated', before: { name: 'Readers' }, after: { name: 'Viewers' } },
        {
          action: 'permission-group.created',
          targetLabel: 'Readers',
          before: null,
          after: { name: 'Readers', description: 'Reads the reports and dashboards.' },
        },
      ]),
    ],
  },
  {
    name: 'activity: roles — created, edited, deleted',
    fixture: twoCompanies,
    steps: [
      admin.post('/api/user-roles', { role: 'Auditor', description: 'Reads' }, answers(201), {
        save: { role: 'data._id' },
      }),
      admin.put(
        '/api/user-roles/{saved:role}',
        { role: 'Lead auditor', description: 'Reads', baseVersion: 1 },
        answers(200),
      ),
      admin.delete('/api/user-roles/{saved:role}', answers(200)),
      recorded('roles', [
        {
          action: 'role.deleted',
          targetType: 'role',
          targetId: '{saved:role}',
          targetLabel: 'Lead auditor',
          before: { role: 'Lead auditor', description: 'Reads' },
          after: null,
        },
        {
          action: 'role.updated',
          targetLabel: 'Lead auditor',
          before: { role: 'Auditor' },
          after: { role: 'Lead auditor' },
        },
        { action: 'role.created', before: null, after: { role: 'Auditor', description: 'Reads' } },
      ]),
    ],
  },
  {
    name: 'activity: company settings — a save records company.updated with the changed fields',
    fixture: twoCompanies,
    steps: [
      // The first save makes both sides' companies alike (the fake's fixture company has a logo and other details).
      admin.put('/api/companies/{company:alpha}', company({ baseVersion: 1 }), answers(200)),
      admin.put(
        '/api/companies/{company:alpha}',
        company({ name: 'Alpha Research Ltd', vat: 'DE999999999', baseVersion: 2 }),
        answers(200),
      ),
      recorded(
        'company',
        [
          {
            action: 'company.updated',
            targetType: 'company',
            targetId: '{company:alpha}',
            targetLabel: 'Alpha Research Ltd',
            before: { name: 'Alpha Research', vat: 'DE123456789' },
            after: { name: 'Alpha Research Ltd', vat: 'DE999999999' },
          },
        ],
        1,
      ),
    ],
  },
  {
    name: 'activity: legal texts — drafts saved, one published, one discarded',
    fixture: twoCompanies,
    steps: [
      admin.put(
        '/api/legal-documents/privacy-policy/draft',
        {
          title: 'Privacy Policy',
          paragraph: 'How we keep your data.',
          description: 'Text',
          baseVersion: null,
        },
        answers(200),
      ),
      admin.post(
        '/api/legal-documents/privacy-policy/publish',
        { effectiveDate: '2099-01-01', baseVersion: 1 },
        answers(200),
      ),
      admin.put(
        '/api/legal-documents/acceptable-use-policy/draft',
        { title: 'Terms', paragraph: 'The rules.', description: 'Text', baseVersion: null },
        answers(200),
      ),
      admin.delete('/api/legal-documents/acceptable-use-policy/draft', answers(200)),
      recorded('legal', [
        {
          action: 'legal-document.draft-discarded',
          targetType: 'legal-document',
          targetLabel: 'Terms',
          before: { title: 'Terms', paragraph: 'The rules.', description: 'Text' },
          after: null,
        },
        { action: 'legal-document.draft-saved', targetLabel: 'Terms' },
        {
          action: 'legal-document.published',
          targetLabel: 'Privacy Policy',
          after: { title: 'Privacy Policy', effectiveDate: '2099-01-01' },
        },
        {
          action: 'legal-document.draft-saved',
          targetLabel: 'Privacy Policy',
          after: { title: 'Privacy Policy' },
        },
      ]),
    ],
  },
  {
    name: 'activity: languages and time zones — a save records the summary',
    fixture: twoCompanies,
    steps: [
      admin.put(
        '/api/languages',
        {
          languages: [
            { code: 'eng', customCode: 'en', enabled: true, default: true },
            { code: 'ger', customCode: 'de', enabled: false, default: false },
          ],
        },
        answers(200),
      ),
      // The first save makes both sides' lists alike (the fake's fixture starts with zones, the server's without).
      admin.put(
        '/api/time-zones',
        {
          timeZones: [
            { id: 'Europe/Berlin', enabled: true, default: true },
            { id: 'Asia/Tokyo', enabled: true, default: false },
          ],
        },
        answers(200),
      ),
      admin.put(
        '/api/time-zones',
        {
          timeZones: [
            { id: 'Europe/Berlin', enabled: true, default: false },
            { id: 'Asia/Tokyo', enabled: true, default: true },
          ],
        },
        answers(200),
      ),
      recorded('languages', [
        {
          action: 'language.updated',
          targetType: 'language',
          targetId: '{company:alpha}',
          targetLabel: 'Languages',
        },
      ]),
      recorded(
        'time-zones',
        [
          {
            action: 'time-zone.updated',
            targetType: 'time-zone',
            targetId: '{company:alpha}',
            targetLabel: 'Time zones',
            before: { default: 'Europe/Berlin' },
            after: { default: 'Asia/Tokyo' },
          },
        ],
        1,
      ),
    ],
  },
  {
    name: 'activity: templates (created, saved, copied, deleted), a page and its tracking code, a translation',
    fixture: twoCompanies,
    steps: [
      admin.post('/api/defaults', { name: 'Welcome', description: '', type: 'email' }, answers(201), {
        save: { email: 'data._id' },
      }),
      admin.put(
        '/api/defaults/default/{saved:email}',
        { name: 'Welcome', description: 'Greets', status: 'draft', html: '<p>Hello</p>', subject: 'Hi' },
        answers(200),
      ),
      admin.post('/api/defaults/default/{saved:email}/copy', undefined, answers(201), {
        save: { copy: 'data._id' },
      }),
      admin.delete('/api/defaults/default/{saved:copy}', answers(200)),
      admin.post('/api/defaults', { name: 'Landing', description: '', type: 'page' }, answers(201), {
        save: { page: 'data._id' },
      }),
      admin.post(
        '/api/defaults/default/{saved:page}/code',
        { name: 'Analytics', code: '<script>track()</script>', location: 'head' },
        answers(200),
      ),
      admin.get('/api/translations/{saved:email}/ger', answers(200), { save: { key: 'data.0.key' } }),
      admin.put(
        '/api/translations/{saved:email}/ger',
        { entries: [{ key: '{saved:key}', target: 'Hallo' }] },
        answers(200),
      ),
      recorded('translations', [
        {
          action: 'translation.updated',
          targetType: 'translation',
          targetId: '{saved:email}',
          targetLabel: 'Welcome (German)',
          before: {},
          after: {},
        },
      ]),
      recorded('templates', [
        {
          action: 'tracking-code.added',
          targetType: 'template',
          targetId: '{saved:page}',
          targetLabel: 'Landing',
        },
        { action: 'template.created', targetId: '{saved:page}', before: null },
        { action: 'template.deleted', targetId: '{saved:copy}', targetLabel: 'Copy of Welcome', after: null },
        { action: 'template.copied', targetId: '{saved:copy}', after: { copiedFrom: 'Welcome' } },
        {
          action: 'template.updated',
          targetId: '{saved:email}',
          targetLabel: 'Welcome',
          before: { description: '' },
          after: { description: 'Greets' },
        },
        { action: 'template.created', targetId: '{saved:email}', targetLabel: 'Welcome', before: null },
      ]),
    ],
  },
  {
    name: 'activity: domains, mailers and integrations — created, changed, deleted',
    fixture: twoCompanies,
    steps: [
      admin.post('/api/platform-settings/domain', { domain: 'send.alpha.example.net' }, answers(201), {
        save: { domain: 'data.0._id' },
      }),
      admin.put(
        '/api/platform-settings/domain/{saved:domain}',
        { domain: 'mail.alpha.example.net', active: true, baseVersion: 1 },
        answers(200),
      ),
      admin.post(
        '/api/platform-settings/mailer',
        { mailer: 'newsletter', alias: 'News', domain: '{saved:domain}', type: 'socketlabs' },
        answers(201),
        { save: { mailer: 'data.0._id' } },
      ),
      admin.put(
        '/api/platform-settings/mailer/{saved:mailer}',
        {
          mailer: 'newsletter',
          alias: 'Weekly',
          domain: '{saved:domain}',
          type: 'socketlabs',
          baseVersion: 1,
        },
        answers(200),
      ),
      admin.delete('/api/platform-settings/mailer/{saved:mailer}', answers(200)),
      admin.delete('/api/platform-settings/domain/{saved:domain}', answers(200)),
      admin.post(
        '/api/communication-integrations',
        { name: 'Mail', type: 'email', provider: 'SocketLabs', secrets: { apiKey: 'parity-secret-key' } },
        answers(201),
        { save: { integration: 'data._id' } },
      ),
      admin.put(
        '/api/communication-integrations/{saved:integration}',
        {
          name: 'Mail',
          provider: 'SocketLabs',
          settings: {},
          secrets: { apiKey: 'another-secret-key' },
          baseVersion: 1,
        },
        answers(200),
      ),
      admin.delete('/api/communication-integrations/{saved:integration}', answers(200)),
      recorded('domains', [
        {
          action: 'domain.deleted',
          targetType: 'domain',
          targetId: '{saved:domain}',
          targetLabel: 'mail.alpha.example.net',
          before: { domain: 'mail.alpha.example.net', active: true },
          after: null,
        },
        {
          action: 'domain.updated',
          targetLabel: 'mail.alpha.example.net',
          before: { domain: 'send.alpha.example.net' },
          after: { domain: 'mail.alpha.example.net' },
        },
        { action: 'domain.created', before: null, after: { domain: 'send.alpha.example.net', active: true } },
      ]),
      recorded('mailers', [
        {
          action: 'mailer.deleted',
          targetType: 'mailer',
          targetId: '{saved:mailer}',
          targetLabel: 'newsletter',
          after: null,
        },
        { action: 'mailer.updated', before: { alias: 'News' }, after: { alias: 'Weekly' } },
        {
          action: 'mailer.created',
          before: null,
          after: {
            mailer: 'newsletter',
            alias: 'News',
            type: 'socketlabs',
            domain: 'mail.alpha.example.net',
          },
        },
      ]),
      recorded('integrations', [
        {
          action: 'integration.deleted',
          targetType: 'integration',
          targetId: '{saved:integration}',
          after: null,
        },
        { action: 'integration.updated', targetLabel: 'Mail' },
        { action: 'integration.created', targetLabel: 'Mail', before: null },
      ]),
    ],
  },
  {
    name: 'activity: the timeline filters by actor, action, time range and text over the names kept, and pages a filter',
    fixture: twoCompanies,
    steps: [
      admin.post('/api/user-roles', { role: 'Analyst', description: '' }, answers(201)),
      by('alpha.manager').post('/api/user-roles', { role: 'Reviewer', description: '' }, answers(201)),
      admin.post('/api/user-roles', { role: '50% off', description: '' }, answers(201), {
        save: { sale: 'data._id' },
      }),
      admin.delete('/api/user-roles/{saved:sale}', answers(200)),
      // Each actor's sign-in is in the record too (area sign-in): the roles' events alone.
      admin.get(
        '/api/activity?area=roles&actorId={user:alpha.manager}',
        answers(200, {
          match: { data: [{ action: 'role.created', targetLabel: 'Reviewer' }], nextCursor: null },
        }),
      ),
      admin.get(
        '/api/activity?action=role.created&q=ANAL',
        answers(200, { match: { data: [{ targetLabel: 'Analyst', actor }], nextCursor: null } }),
      ),
      // The actor's email as it was then; a % is a character, not a wildcard.
      admin.get(
        '/api/activity?area=roles&q=max%40alpha',
        answers(200, { match: { data: [{ targetLabel: 'Reviewer' }], nextCursor: null } }),
      ),
      admin.get(
        '/api/activity?q=%25',
        answers(200, {
          match: { data: [{ action: 'role.deleted' }, { action: 'role.created', targetLabel: '50% off' }] },
        }),
      ),
      admin.get(
        '/api/activity?to=2000-01-01T00:00:00Z',
        answers(200, { match: { data: [], nextCursor: null } }),
      ),
      admin.get(
        '/api/activity?area=roles&from=2000-01-01T00:00:00Z&actorId={user:alpha.admin}&limit=2',
        answers(200, {
          match: { data: [{ action: 'role.deleted' }, { action: 'role.created', targetLabel: '50% off' }] },
        }),
        { save: { next: 'nextCursor' } },
      ),
      admin.get(
        '/api/activity?area=roles&from=2000-01-01T00:00:00Z&actorId={user:alpha.admin}&limit=2&cursor={saved:next}',
        answers(200, { match: { data: [{ targetLabel: 'Analyst' }], nextCursor: null } }),
      ),
      admin.get('/api/activity?action=role.renamed', refused(400, activityMessages.unknownAction)),
      admin.get(
        '/api/activity?from=2026-01-02T00:00:00Z&to=2026-01-02T00:00:00Z',
        refused(400, activityMessages.emptyTimeRange),
      ),
      by('alpha.member').get('/api/activity?q=role', answers(403)),
      by('beta.admin').get(
        '/api/activity?q=Analyst',
        answers(200, { match: { data: [], nextCursor: null } }),
      ),
    ],
  },
  {
    name: 'activity export: the same file from the same events — CSV per event and per field, `;`, formula cells, JSON Lines',
    fixture: twoCompanies,
    steps: [
      admin.post(
        '/api/user-roles',
        { role: '=HYPERLINK("http://evil.example","x")', description: 'a; "b"' },
        answers(201),
        {
          save: { role: 'data._id' },
        },
      ),
      admin.get(
        '/api/activity/export?area=roles',
        answers(200, {
          match: {
            file: 'text/csv; charset=utf-8',
            text:
              '\uFEFFTime,Actor,Actor email,Action,Action key,Area,Target type,Target,Target id,Field,Before,After\r\n' +
              '<time>,Ada Admin,ada@alpha.test,Role created,role.created,roles,role,' +
              `"'=HYPERLINK(""http://evil.example"",""x"")",{saved:role},"role, description",,` +
              '"{""role"":""=HYPERLINK(\\""http://evil.example\\"",\\""x\\"")"",""description"":""a; \\""b\\""""}"\r\n',
          },
        }),
      ),
      admin.get(
        '/api/activity/export?area=roles&rows=field&delimiter=%3B',
        answers(200, {
          match: {
            text:
              '\uFEFFTime;Actor;Actor email;Action;Action key;Area;Target type;Target;Target id;Field;Before;After\r\n' +
              `<time>;Ada Admin;ada@alpha.test;Role created;role.created;roles;role;"'=HYPERLINK(""http://evil.example"",""x"")";{saved:role};role;;"'=HYPERLINK(""http://evil.example"",""x"")"\r\n` +
              `<time>;Ada Admin;ada@alpha.test;Role created;role.created;roles;role;"'=HYPERLINK(""http://evil.example"",""x"")";{saved:role};description;;"a; ""b"""\r\n`,
          },
        }),
      ),
      admin.get(
        '/api/activity/export?format=jsonl&area=roles',
        answers(200, {
          match: {
            file: 'application/x-ndjson; charset=utf-8',
            text: `${JSON.stringify({
              _id: '<id>',
              at: '<time>',
              actor: { _id: '{user:alpha.admin}', ...actor },
              area: 'roles',
              action: 'role.created',
              targetType: 'role',
              targetId: '{saved:role}',
              targetLabel: '=HYPERLINK("http://evil.example","x")',
              before: null,
              after: { role: '=HYPERLINK("http://evil.example","x")', description: 'a; "b"' },
            })}\n`,
          },
        }),
      ),
      // Each export was recorded, with its format and filters.
      admin.get(
        '/api/activity?action=company.activity-exported',
        answers(200, {
          match: {
            data: [
              { targetType: 'company', after: { format: 'jsonl', area: 'roles' } },
              { after: { format: 'csv', rows: 'field', delimiter: ';', area: 'roles' } },
              { after: { format: 'csv', rows: 'event', delimiter: ',', area: 'roles' } },
            ],
          },
        }),
      ),
      admin.get('/api/activity/export?action=role.renamed', refused(400, activityMessages.unknownAction)),
      by('alpha.member').get('/api/activity/export', answers(403)),
      by('beta.admin').get(
        '/api/activity/export?format=jsonl&area=roles',
        answers(200, { match: { text: '' } }),
      ),
    ],
  },
  {
    name: 'activity export rate: a company may start ACTIVITY_EXPORT_RATE.max per window, then 429 (the steps are a minute apart); another company is counted apart',
    fixture: twoCompanies,
    steps: [
      ...Array.from({ length: ACTIVITY_EXPORT_RATE.max }, () =>
        admin.get('/api/activity/export?format=jsonl&area=roles', answers(200)),
      ),
      admin.get(
        '/api/activity/export?area=roles',
        refused(
          429,
          activityMessages.tooManyExports(ACTIVITY_EXPORT_RATE.max, ACTIVITY_EXPORT_RATE.windowMs / 60_000),
        ),
      ),
      admin.get(
        '/api/activity?action=company.activity-exported&limit=25',
        answers(200, {
          match: {
            data: Array.from({ length: ACTIVITY_EXPORT_RATE.max }, () => ({ after: { format: 'jsonl' } })),
            nextCursor: null,
          },
        }),
      ),
      by('beta.admin').get('/api/activity/export?format=jsonl&area=roles', answers(200)),
    ],
  },
  {
    name: 'activity retention: the setting is saved and recorded; the preview counts what a retention would delete',
    fixture: twoCompanies,
    steps: [
      admin.get(
        '/api/activity/retention-preview?days=90',
        answers(200, { match: { data: { days: 90, events: 0 } } }),
      ),
      admin.get('/api/activity/retention-preview?days=89', answers(400)),
      admin.get('/api/activity/retention-preview?days=3651', answers(400)),
      admin.put(
        '/api/companies/{company:alpha}',
        company({ activityRetentionDays: 89, baseVersion: 1 }),
        answers(400),
      ),
      // The fixtures' company settings differ between the sides: one save makes them the same first.
      admin.put('/api/companies/{company:alpha}', company({ baseVersion: 1 }), answers(200)),
      admin.put(
        '/api/companies/{company:alpha}',
        company({ activityRetentionDays: 365, baseVersion: 2 }),
        answers(200, { match: { data: { activityRetentionDays: 365, version: 3 } } }),
      ),
      admin.get(
        '/api/activity?area=company&limit=1',
        answers(200, {
          match: {
            data: [
              {
                action: 'company.updated',
                before: { activityRetentionDays: 730 },
                after: { activityRetentionDays: 365 },
              },
            ],
          },
        }),
      ),
      // Left out, it stays as it is.
      admin.put(
        '/api/companies/{company:alpha}',
        company({ name: 'Alpha Labs', baseVersion: 3 }),
        answers(200, { match: { data: { activityRetentionDays: 365, version: 4 } } }),
      ),
      by('alpha.member').get('/api/activity/retention-preview?days=90', answers(403)),
    ],
  },
  {
    name: 'activity: sign-in — a sign-in, a failed one of a known account, none for an unknown address, a sign-out',
    fixture: twoCompanies,
    steps: [
      nobody.post('/api/users/login', { email: 'mia@alpha.test', password: 'a wrong guess' }, answers(401)),
      nobody.post(
        '/api/users/login',
        { email: 'nobody@alpha.test', password: 'a wrong guess' },
        answers(401),
      ),
      // An invited account has no password to be wrong: nothing recorded.
      nobody.post('/api/users/login', { email: 'ian@alpha.test', password: 'a wrong guess' }, answers(401)),
      by('alpha.member').post('/api/users/logout', undefined, answers(200)),
      // One action at a time: a sign-in and the step after it share a minute on the server.
      ...(
        [
          [
            'user.sign-in-failed',
            {
              actor: { _id: null, name: 'Someone signing in', email: '' },
              targetId: '{user:alpha.member}',
              targetLabel: 'mia@alpha.test',
              before: null,
              after: {
                step: 'password',
                ip: '127.0.0.1',
                browser: 'Firefox 140',
                system: 'Linux',
                failures: 1,
              },
            },
          ],
          [
            'user.signed-in',
            {
              actor: { _id: '{user:alpha.member}', name: 'Mia Member', email: 'mia@alpha.test' },
              targetId: '{user:alpha.member}',
              before: null,
              after: { method: 'password', ip: '127.0.0.1', browser: 'Firefox 140', system: 'Linux' },
            },
          ],
          [
            'user.signed-out',
            {
              actor: { _id: '{user:alpha.member}', name: 'Mia Member', email: 'mia@alpha.test' },
              targetId: '{user:alpha.member}',
              before: null,
              after: { ip: '127.0.0.1', browser: 'Firefox 140', system: 'Linux' },
            },
          ],
        ] as const
      ).map(([action, event]) =>
        admin.get(
          `/api/activity?area=sign-in&action=${action}&targetId={user:alpha.member}`,
          answers(200, {
            match: { data: [{ action, area: 'sign-in', targetType: 'user', ...event }], nextCursor: null },
          }),
        ),
      ),
    ],
  },
];
