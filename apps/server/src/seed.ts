import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { checkNewPassword, hashPassword } from './auth/passwords.js';
import type { Db } from './db/index.js';
import {
  type AccessFlags,
  emptyAccess,
  emptyPanelAccess,
  fullAccess,
  type PanelAccess,
  type PanelFieldName,
} from './domain/access.js';
import type { Executor } from './repositories/users.js';
import type { AppServices } from './services.js';

export interface SeedReport {
  /** Set only on the first start without ADMIN_PASSWORD: shown once, never stored in clear. */
  generatedAdminPassword: string | undefined;
}

/**
 * The demo company has a fixed id: inserting it is the gate of the whole seed, so a second start, or two servers
 * starting at once against one PostgreSQL, find it present and change nothing (not even re-create what an
 * administrator deleted since).
 */
export const DEMO_COMPANY_ID = '00000000-0000-4000-8000-00000000d3e0';
export const ADMINISTRATION_GROUP = 'Administration';
export const ADMINISTRATION_DESCRIPTION = 'Full access to every module, setting and panel of the company.';

/** SPEC 9: languages en, de, fr (ISO 639-2 codes); English is the default. */
export const defaultLanguages = [
  { code: 'eng', name: 'English', enabled: true, is_default: true },
  { code: 'deu', name: 'German', enabled: true, is_default: false },
  { code: 'fra', name: 'French', enabled: true, is_default: false },
] as const;

export async function insertCompany(
  db: Executor,
  company: { id: string; name: string; contactPerson?: string; now: Date },
  details: { invoiceEmail?: string; invoiceAddress?: string; vat?: string } = {},
): Promise<void> {
  await db
    .insertInto('companies')
    .values({
      id: company.id,
      name: company.name,
      alias: null,
      host: null,
      invoice_email: details.invoiceEmail ?? '',
      invoice_address: details.invoiceAddress ?? '',
      vat: details.vat ?? '',
      contact_person: company.contactPerson ?? '',
      logo: '',
      plan: 'Standard',
      last_invoice_date: null,
      next_invoice_date: null,
      created_at: company.now,
    })
    .execute();
}

export async function insertDefaultLanguages(db: Executor, companyId: string): Promise<void> {
  await db
    .insertInto('languages')
    .values(defaultLanguages.map((l) => ({ company_id: companyId, custom_code: '', ...l })))
    .onConflict((oc) => oc.columns(['company_id', 'code']).doNothing())
    .execute();
}

export async function insertGroup(
  db: Executor,
  group: { companyId: string; name: string; description: string; access: AccessFlags; now: Date },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('permission_groups')
    .values({
      id,
      company_id: group.companyId,
      name: group.name,
      description: group.description,
      access: JSON.stringify(group.access),
      created_at: group.now,
    })
    .execute();
  return id;
}

const panelRow = (fields: PanelFieldName[]): PanelAccess => ({
  ...emptyPanelAccess(),
  ...Object.fromEntries(fields.map((f) => [f, true])),
});

/** First-start data (issue 3): the demo company, its groups, users in every state, panels, languages and roles. */
export async function seed(services: AppServices, log: FastifyBaseLogger): Promise<SeedReport> {
  const { db, config, clock } = services;
  if (await demoCompanyExists(db)) return { generatedAdminPassword: undefined };

  const generated = config.adminPassword ? undefined : randomBytes(18).toString('base64url');
  const adminPassword = config.adminPassword ?? (generated as string);
  const weakness = checkNewPassword(adminPassword);
  if (weakness) log.warn({ reason: weakness }, 'ADMIN_PASSWORD does not meet the rules for new passwords');
  // Hashed before the transaction: on PGlite a transaction holds the only connection.
  const adminHash = await hashPassword(adminPassword);
  // Sample verified users get passwords nobody knows; an administrator can reset them to try the flows.
  const sampleHashes = await Promise.all(
    [0, 1].map(() => hashPassword(randomBytes(24).toString('base64url'))),
  );
  const now = clock.now();
  const minutesAgo = (n: number) => new Date(now.getTime() - n * 60_000);

  const outcome = await db.transaction().execute(async (trx) => {
    const gate = await trx
      .insertInto('companies')
      .values({
        id: DEMO_COMPANY_ID,
        name: 'Demo Company',
        alias: null,
        host: null,
        invoice_email: 'billing@demo-company.example',
        invoice_address: 'Musterstraße 1\n10115 Berlin\nGermany',
        vat: 'DE123456789',
        contact_person: 'Demo Admin',
        logo: '',
        plan: 'Standard',
        last_invoice_date: null,
        next_invoice_date: null,
        created_at: now,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!gate) return undefined;
    const companyId = DEMO_COMPANY_ID;

    const panels = ['Consumer Panel Germany', 'B2B Decision Makers', 'Student Panel France'].map((name) => ({
      id: randomUUID(),
      company_id: companyId,
      name,
    }));
    await trx.insertInto('panels').values(panels).execute();
    const panelIds = panels.map((p) => p.id);

    const groups = {
      administration: await insertGroup(trx, {
        companyId,
        name: ADMINISTRATION_GROUP,
        description: ADMINISTRATION_DESCRIPTION,
        access: fullAccess(panelIds),
        now,
      }),
      projectManagers: await insertGroup(trx, {
        companyId,
        name: 'Project Managers',
        description: 'Runs projects and surveys, with access to contacts and default content.',
        access: {
          ...emptyAccess(),
          projects: true,
          projectsGeneralSettings: true,
          projectsResearchDefender: true,
          surveys: true,
          surveyDesigner: true,
          scheduler: true,
          contacts: true,
          defaults: true,
        },
        now,
      }),
      panelOperators: await insertGroup(trx, {
        companyId,
        name: 'Panel Operators',
        description: 'Operates the respondent panels: members, join forms, updates and exports.',
        access: {
          ...emptyAccess(),
          panels: true,
          createPanels: true,
          contacts: true,
          panelMap: Object.fromEntries(
            panelIds.map((id) => [
              id,
              panelRow(['access', 'joinForm', 'export', 'update', 'members', 'bulkEdit', 'projectAccess']),
            ]),
          ),
        },
        now,
      }),
      readOnly: await insertGroup(trx, {
        companyId,
        name: 'Read Only',
        description: 'Sees projects, surveys and panels, and changes nothing in the company settings.',
        access: {
          ...emptyAccess(),
          projects: true,
          surveys: true,
          panels: true,
          panelMap: Object.fromEntries(panelIds.map((id) => [id, panelRow(['access'])])),
        },
        now,
      }),
    };

    const admin = await trx
      .insertInto('users')
      .values({
        id: randomUUID(),
        company_id: companyId,
        name: 'Demo Admin',
        email: config.adminEmail,
        phone: null,
        password_hash: adminHash,
        permission_group_id: groups.administration,
        created_at: minutesAgo(60),
        updated_at: now,
      })
      // The address may already sign in elsewhere (a company created through sign-up); then no admin is made here.
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();

    const samples = [
      { name: 'Anna Schmidt', email: 'anna.schmidt', group: groups.projectManagers, hash: sampleHashes[0] },
      { name: 'Luca Rossi', email: 'luca.rossi', group: groups.panelOperators, hash: sampleHashes[1] },
      { name: 'Ben Keller', email: 'ben.keller', group: groups.readOnly, hash: null },
      { name: 'Chloé Martin', email: 'chloe.martin', group: groups.panelOperators, hash: null },
      {
        name: 'Former Colleague',
        email: 'former.colleague',
        group: groups.readOnly,
        hash: null,
        deleted: true,
      },
    ];
    for (const [index, sample] of samples.entries()) {
      await trx
        .insertInto('users')
        .values({
          id: randomUUID(),
          company_id: companyId,
          name: sample.name,
          email: `${sample.email}@demo-company.example`,
          phone: sample.hash ? '+49 30 1234567' : null,
          password_hash: sample.hash ?? null,
          is_deleted: sample.deleted ?? false,
          permission_group_id: sample.group,
          created_at: minutesAgo(50 - index * 10),
          updated_at: now,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }

    await insertDefaultLanguages(trx, companyId);
    await trx
      .insertInto('user_roles')
      .values(
        [
          { role: 'Owner', description: 'Owns the company account, its plan and its invoices.' },
          { role: 'Editor', description: 'Edits surveys, default content and translations.' },
          { role: 'Viewer', description: 'Reads projects and reports without changing them.' },
        ].map((r) => ({ id: randomUUID(), company_id: companyId, created_at: now, ...r })),
      )
      .execute();
    return { adminCreated: admin !== undefined };
  });

  if (!outcome) return { generatedAdminPassword: undefined };
  if (!outcome.adminCreated) {
    log.warn('ADMIN_EMAIL already belongs to another account: the demo company has no admin of its own');
    return { generatedAdminPassword: undefined };
  }
  log.info({ company: 'Demo Company', admin: config.adminEmail }, 'first-start data created');
  return { generatedAdminPassword: generated };
}

async function demoCompanyExists(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('companies')
    .select('id')
    .where('id', '=', DEMO_COMPANY_ID)
    .executeTakeFirst();
  return row !== undefined;
}
