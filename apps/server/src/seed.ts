import { randomBytes, randomUUID } from 'node:crypto';
import { accessWith, type PanelAccess, type PanelAccessField, panelAccessWith } from '@qone/domain/access';
import type { FastifyBaseLogger } from 'fastify';
import { checkNewPassword, hashPassword } from './auth/passwords.js';
import { companyExists, insertCompany } from './repositories/companies.js';
import { replaceCompanyTimeZones } from './repositories/company-time-zones.js';
import { insertDefaultLanguages } from './repositories/languages.js';
import { insertPanels } from './repositories/panels.js';
import { insertAdministrationGroup, insertGroup } from './repositories/permission-groups.js';
import { insertRole } from './repositories/user-roles.js';
import { insertUser } from './repositories/users.js';
import type { AppServices } from './services.js';
import { insertSampleTemplates } from './templates/samples.js';

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

const panelRow = (fields: PanelAccessField[]): PanelAccess => ({
  ...panelAccessWith(false),
  ...Object.fromEntries(fields.map((f) => [f, true])),
});

/** First-start data: the demo company, its groups, users in every state, panels, languages, roles and templates. */
export async function seed(services: AppServices, log: FastifyBaseLogger): Promise<SeedReport> {
  const { db, config, clock } = services;
  if (await companyExists(db, DEMO_COMPANY_ID)) return { generatedAdminPassword: undefined };

  const generated = config.adminPassword ? undefined : randomBytes(18).toString('base64url');
  const adminPassword = config.adminPassword ?? (generated as string);
  const weakness = checkNewPassword(adminPassword, {
    email: config.adminEmail,
    name: 'Demo Admin',
    companyName: 'Demo Company',
  });
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
    const opened = await insertCompany(trx, {
      id: DEMO_COMPANY_ID,
      name: 'Demo Company',
      invoiceEmail: 'billing@demo-company.example',
      invoiceAddress: 'Musterstraße 1\n10115 Berlin\nGermany',
      vat: 'DE123456789',
      contactPerson: 'Demo Admin',
      now,
    });
    if (!opened) return undefined;
    const companyId = DEMO_COMPANY_ID;

    const panelIds = await insertPanels(trx, companyId, [
      'Consumer Panel Germany',
      'B2B Decision Makers',
      'Student Panel France',
    ]);

    const groups = {
      administration: await insertAdministrationGroup(trx, companyId, now, panelIds),
      projectManagers: await insertGroup(trx, {
        companyId,
        name: 'Project Managers',
        description: 'Runs projects and surveys, with access to contacts and default content.',
        access: {
          ...accessWith(false),
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
          ...accessWith(false),
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
          ...accessWith(false),
          projects: true,
          surveys: true,
          panels: true,
          panelMap: Object.fromEntries(panelIds.map((id) => [id, panelRow(['access'])])),
        },
        now,
      }),
    };

    // Addresses are unique per company: one that signs in elsewhere (a company made through sign-up) is another
    // account there, and gets this one besides.
    await insertUser(trx, {
      id: randomUUID(),
      companyId,
      name: 'Demo Admin',
      email: config.adminEmail,
      phone: null,
      passwordHash: adminHash,
      permissionGroupId: groups.administration,
      createdAt: minutesAgo(60),
      now,
    });

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
      await insertUser(trx, {
        id: randomUUID(),
        companyId,
        name: sample.name,
        email: `${sample.email}@demo-company.example`,
        phone: sample.hash ? '+49 30 1234567' : null,
        passwordHash: sample.hash ?? null,
        deleted: sample.deleted ?? false,
        permissionGroupId: sample.group,
        createdAt: minutesAgo(50 - index * 10),
        now,
      });
    }

    await insertDefaultLanguages(trx, companyId);
    await replaceCompanyTimeZones(trx, companyId, [
      { zone: 'Europe/Berlin', is_default: true },
      { zone: 'Europe/London', is_default: false },
      { zone: 'UTC', is_default: false },
    ]);
    for (const role of [
      { role: 'Owner', description: 'Owns the company account, its plan and its invoices.' },
      { role: 'Editor', description: 'Edits surveys, default content and translations.' },
      { role: 'Viewer', description: 'Reads projects and reports without changing them.' },
    ]) {
      await insertRole(trx, { id: randomUUID(), companyId, now, ...role });
    }
    await insertSampleTemplates(trx, companyId, now);
    return true;
  });

  if (!outcome) return { generatedAdminPassword: undefined };
  log.info({ company: 'Demo Company', admin: config.adminEmail }, 'first-start data created');
  return { generatedAdminPassword: generated };
}
