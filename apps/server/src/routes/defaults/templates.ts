import { randomUUID } from 'node:crypto';
import { templateMessages } from '@qone/domain/messages';
import { templateFieldsRefusal } from '@qone/domain/templates';
import { actorOf } from '../../activity/record.js';
import type { Executor } from '../../db/index.js';
import { badRequest, conflict } from '../../errors.js';
import {
  defaultButtonSettings,
  findButtonSettings,
  saveButtonSettings,
} from '../../repositories/button-settings.js';
import {
  deleteTemplate,
  insertTemplate,
  isSlugTaken,
  listTemplates,
  lockSlugs,
  type TemplateRow,
  type TemplateType,
  toTemplate,
  updateTemplate,
} from '../../repositories/templates.js';
import { copyTrackingCodes, listTrackingCodes } from '../../repositories/tracking-codes.js';
import { defineOperations } from '../define.js';
import { missingLanguagesByTemplate } from '../translations/missing.js';
import {
  assertLinkedTemplates,
  assertPublishableButton,
  type ChangeContext,
  keepVersion,
  ownTemplate,
  recordTemplateChange,
  templateFields,
} from './shared.js';

/** The template as the contract shows it, with its tracking codes. */
export async function templateOf(db: Executor, row: TemplateRow) {
  return toTemplate(row, row.type === 'page' ? await listTrackingCodes(db, row.company_id, row.id) : []);
}

const COPY_PREFIX = 'Copy of ';
const NAME_MAX = 200;

export const templateOperations = defineOperations({
  listTemplates: {
    async handle({ db, auth, query }) {
      const [rows, missing] = await Promise.all([
        listTemplates(db, auth.companyId, query),
        missingLanguagesByTemplate(db, auth.companyId),
      ]);
      return { data: rows.map((row) => ({ ...row, missingLanguages: missing.get(row._id) ?? [] })) };
    },
  },

  createTemplate: {
    async handle({ db, auth, body, clock, config, reply }) {
      const now = clock.now();
      const change: ChangeContext = { companyId: auth.companyId, actor: actorOf(auth), at: now };
      checkFieldsFor(body.type, { ...body, html: body.html ?? '' });
      if (body.button !== undefined && body.type !== 'button') {
        throw badRequest(templateMessages.onlyButtonSettings);
      }
      const row: TemplateRow = {
        id: randomUUID(),
        company_id: auth.companyId,
        type: body.type,
        name: body.name,
        description: body.description,
        status: body.status ?? 'draft',
        slug: body.slug ?? null,
        subject: body.subject ?? '',
        html: body.html ?? '',
        html_only: body.htmlOnly ?? false,
        linked_module: body.linkedModule ?? null,
        notification_increment: body.notificationIncrement ?? null,
        notification_unit: body.notificationUnit ?? 'hours',
        version: 1,
        created_at: now,
        updated_at: now,
      };
      const button = row.type === 'button' ? (body.button ?? defaultButtonSettings(row.name)) : null;
      if (button) assertPublishableButton(row.status, button);
      await db.transaction().execute(async (trx) => {
        if (row.slug !== null) {
          await lockSlugs(trx, auth.companyId);
          if (await isSlugTaken(trx, auth.companyId, row.slug, row.id))
            throw conflict(templateMessages.slugTaken);
        }
        await insertTemplate(trx, row);
        if (button) {
          await assertLinkedTemplates(trx, auth.companyId, button);
          await saveButtonSettings(trx, auth.companyId, row.id, button);
        }
        await keepVersion(trx, { clock, config }, change, row);
        await recordTemplateChange(
          trx,
          change,
          'template.created',
          null,
          { type: row.type, ...templateFields(row), ...(button ? { button } : {}) },
          {
            id: row.id,
            label: row.name,
          },
        );
      });
      reply.code(201);
      const message =
        body.status === undefined
          ? templateMessages.created
          : body.status === 'live'
            ? templateMessages.published
            : templateMessages.savedAsDraft;
      return { message, data: toTemplate(row, []) };
    },
  },

  getTemplate: {
    async handle({ db, auth, params }) {
      return { data: await templateOf(db, await ownTemplate(db, auth.companyId, params.id)) };
    },
  },

  updateTemplate: {
    async handle({ db, auth, params, body, clock, config }) {
      const now = clock.now();
      const change: ChangeContext = { companyId: auth.companyId, actor: actorOf(auth), at: now };
      const saved = await db.transaction().execute(async (trx) => {
        if (body.slug !== undefined) await lockSlugs(trx, auth.companyId);
        const before = await ownTemplate(trx, auth.companyId, params.id, { forUpdate: true });
        checkFieldsFor(before.type, body);
        if (body.baseVersion !== undefined && body.baseVersion !== before.version) {
          throw conflict(templateMessages.staleVersion);
        }
        if (body.slug !== undefined && (await isSlugTaken(trx, auth.companyId, body.slug, before.id))) {
          throw conflict(templateMessages.slugTaken);
        }
        if (before.type === 'button') {
          assertPublishableButton(
            body.status,
            (await findButtonSettings(trx, auth.companyId, before.id)) ?? defaultButtonSettings(before.name),
          );
        }
        const after: TemplateRow = {
          ...before,
          name: body.name,
          description: body.description,
          status: body.status,
          html: body.html,
          slug: body.slug ?? before.slug,
          subject: body.subject ?? before.subject,
          html_only: body.htmlOnly ?? before.html_only,
          linked_module: body.linkedModule === undefined ? before.linked_module : body.linkedModule,
          notification_increment:
            body.notificationIncrement === undefined
              ? before.notification_increment
              : body.notificationIncrement,
          notification_unit: body.notificationUnit ?? before.notification_unit,
          version: before.version + 1,
          updated_at: now,
        };
        const { id: _id, company_id: _company, type: _type, created_at: _created, ...values } = after;
        await updateTemplate(trx, auth.companyId, before.id, values);
        await keepVersion(trx, { clock, config }, change, after);
        await recordTemplateChange(
          trx,
          change,
          'template.updated',
          templateFields(before),
          templateFields(after),
          { id: before.id, label: after.name },
        );
        return after;
      });
      const message = saved.status === 'live' ? templateMessages.published : templateMessages.savedAsDraft;
      return { message, data: await templateOf(db, saved) };
    },
  },

  deleteTemplate: {
    async handle({ db, auth, params, clock }) {
      const change: ChangeContext = { companyId: auth.companyId, actor: actorOf(auth), at: clock.now() };
      await db.transaction().execute(async (trx) => {
        const before = await ownTemplate(trx, auth.companyId, params.id, { forUpdate: true });
        await deleteTemplate(trx, auth.companyId, before.id);
        await recordTemplateChange(
          trx,
          change,
          'template.deleted',
          { type: before.type, ...templateFields(before) },
          null,
          {
            id: before.id,
            label: before.name,
          },
        );
      });
      return { message: templateMessages.deleted };
    },
  },

  copyTemplate: {
    async handle({ db, auth, params, clock, config, reply }) {
      const now = clock.now();
      const change: ChangeContext = { companyId: auth.companyId, actor: actorOf(auth), at: now };
      const copy = await db.transaction().execute(async (trx) => {
        const source = await ownTemplate(trx, auth.companyId, params.id);
        const row: TemplateRow = {
          ...source,
          id: randomUUID(),
          name: `${COPY_PREFIX}${source.name}`.slice(0, NAME_MAX),
          status: 'draft',
          slug: null,
          version: 1,
          created_at: now,
          updated_at: now,
        };
        await insertTemplate(trx, row);
        if (row.type === 'page')
          await copyTrackingCodes(trx, auth.companyId, source.id, row.id, randomUUID, now);
        if (row.type === 'button') {
          const settings = await findButtonSettings(trx, auth.companyId, source.id);
          await saveButtonSettings(trx, auth.companyId, row.id, settings ?? defaultButtonSettings(row.name));
        }
        await keepVersion(trx, { clock, config }, change, row);
        await recordTemplateChange(
          trx,
          change,
          'template.copied',
          null,
          { type: row.type, copiedFrom: source.name, ...templateFields(row) },
          { id: row.id, label: row.name },
        );
        return row;
      });
      reply.code(201);
      return { message: templateMessages.copied, data: await templateOf(db, copy) };
    },
  },
});

/** The fields a save (or a creation) may carry depend on the template's type (`@qone/domain/templates`). */
function checkFieldsFor(type: TemplateType, body: Parameters<typeof templateFieldsRefusal>[1]): void {
  const refusal = templateFieldsRefusal(type, body);
  if (refusal) throw badRequest(refusal);
}
