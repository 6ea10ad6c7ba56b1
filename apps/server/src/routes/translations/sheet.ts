import { activity } from '@qone/domain/activity';
import { translationSheetMessages } from '@qone/domain/messages';
import {
  applicableWrites,
  SHEET_FILE_NAME,
  SHEET_MEDIA_TYPE,
  SHEET_PAGE,
  type SheetLanguage,
  type SheetPage,
  type SheetTemplate,
  type SheetWrite,
  sheetTables,
  type TranslationSheetMode,
} from '@qone/domain/translation-sheet';
import { extractSegments, placeholderMismatch, placeholdersOf } from '@qone/domain/translations';
import type { FastifyRequest } from 'fastify';
import { actorOf, recordActivity } from '../../activity/record.js';
import type { Executor } from '../../db/index.js';
import { badRequest } from '../../errors.js';
import { listLanguageSettings } from '../../repositories/languages.js';
import {
  listCompanyTranslations,
  listTranslatableTemplates,
  lockTranslations,
  saveTranslations,
} from '../../repositories/translations.js';
import type { AppServices } from '../../services.js';
import { readSheetUpload, type SheetJob, writeSheet } from '../../translations/sheet-workbook.js';
import { defineOperations } from '../define.js';

const rules = { placeholdersOf, placeholderMismatch };

/** The company's templates with their segments, its enabled languages and every stored translation into them. */
async function companySheet(db: Executor, companyId: string) {
  const [rows, settings] = await Promise.all([
    listTranslatableTemplates(db, companyId),
    listLanguageSettings(db, companyId),
  ]);
  const templates: SheetTemplate[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    segments: extractSegments(row),
  }));
  const languages: SheetLanguage[] = settings
    .filter((setting) => setting.enabled)
    .map((setting) => ({ code: setting.code, customCode: setting.customCode, default: setting.default }));
  const stored = new Map(
    await Promise.all(
      languages
        .filter((language) => !language.default)
        .map(
          async (language) =>
            [language.code, await listCompanyTranslations(db, companyId, language.code)] as const,
        ),
    ),
  );
  return {
    templates,
    languages,
    stored: (templateId: string, language: string) => stored.get(language)?.get(templateId),
  };
}

/**
 * What an upload would do, read in a worker thread (translations/sheet-workbook.ts) from the company's templates,
 * languages and stored translations as they are now. The multipart body was read before validation
 * (plugins/app/request-body.ts); the contract made `file` required.
 */
async function preview(
  { db, config }: Pick<AppServices, 'db' | 'config'>,
  companyId: string,
  req: FastifyRequest,
  options: { page: SheetPage; writes: boolean },
) {
  const upload = req.uploads?.find((part) => part.fieldname === 'file');
  if (!upload) throw badRequest("'file' is required in body");
  const [templates, settings] = await Promise.all([
    listTranslatableTemplates(db, companyId),
    listLanguageSettings(db, companyId),
  ]);
  const languages: SheetLanguage[] = settings
    .filter((setting) => setting.enabled)
    .map((setting) => ({ code: setting.code, customCode: setting.customCode, default: setting.default }));
  const stored = await Promise.all(
    languages
      .filter((language) => !language.default)
      .map(async (language) => {
        const byTemplate = await listCompanyTranslations(db, companyId, language.code);
        return [
          language.code,
          [...byTemplate].map(([templateId, targets]) => [
            templateId,
            [...targets].map(([key, stored]) => [key, stored.target] as [string, string]),
          ]),
        ] as SheetJob['stored'][number];
      }),
  );
  const result = await readSheetUpload({
    // A copy of its own, moved to the thread.
    bytes: new Uint8Array(upload.data),
    templates: templates.map(({ id, name, type, subject, html, buttonText }) => ({
      id,
      name,
      type,
      subject,
      html,
      buttonText,
    })),
    languages,
    stored,
    maxCells: config.translationSheetMaxCells,
    page: options.page,
    writes: options.writes,
  });
  if (!result.recognised) throw badRequest(translationSheetMessages.noSheet);
  return result;
}

/** Long texts are cut in the activity record: it says which segments changed, the editor shows the texts. */
const brief = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

/** The company-wide translation sheet: download, preview of an upload, and its import (see translation-sheet.ts). */
export const translationSheetOperations = defineOperations({
  exportTranslationSheet: {
    async handle({ db, auth, reply }) {
      const { templates, languages, stored } = await companySheet(db, auth.companyId);
      const file = await writeSheet(sheetTables(templates, languages, stored, rules));
      reply
        .header('content-disposition', `attachment; filename="${SHEET_FILE_NAME}"`)
        .header('cache-control', 'no-store')
        .type(SHEET_MEDIA_TYPE)
        .send(file);
      return undefined;
    },
  },

  previewTranslationSheet: {
    async handle(ctx) {
      const page = {
        offset: ctx.query.offset ?? 0,
        limit: ctx.query.limit ?? SHEET_PAGE.defaultLimit,
      };
      return { data: (await preview(ctx, ctx.auth.companyId, ctx.req, { page, writes: false })).preview };
    },
  },

  importTranslationSheet: {
    async handle(ctx) {
      const { db, auth, req, clock } = ctx;
      // A multipart body: its fields were checked against the contract's schema like a JSON body's.
      const { mode } = req.body as { mode: TranslationSheetMode };
      const read = await preview(ctx, auth.companyId, req, {
        page: { offset: 0, limit: SHEET_PAGE.defaultLimit },
        writes: true,
      });
      const { writes, summary } = applicableWrites(read, mode);
      const groups = new Map<string, SheetWrite[]>();
      for (const write of writes) {
        const group = `${write.templateId}\u0000${write.language}`;
        groups.set(group, [...(groups.get(group) ?? []), write]);
      }
      const names = new Map(
        (await listTranslatableTemplates(db, auth.companyId)).map((template) => [template.id, template.name]),
      );
      await db.transaction().execute(async (trx) => {
        await lockTranslations(
          trx,
          auth.companyId,
          writes.map((write) => write.language),
        );
        const at = clock.now();
        // Read again inside the transaction: `before` is what this write replaces, even after a concurrent save.
        const current = new Map<string, Awaited<ReturnType<typeof listCompanyTranslations>>>();
        for (const group of groups.values()) {
          const [first] = group;
          if (!first) continue;
          if (!current.has(first.language)) {
            current.set(first.language, await listCompanyTranslations(trx, auth.companyId, first.language));
          }
          const stored = current.get(first.language)?.get(first.templateId);
          // fill-empty never replaces a translation, even one saved since the preview.
          const kept = group.filter((write) => mode === 'overwrite' || !stored?.get(write.key)?.target);
          if (kept.length === 0) continue;
          await saveTranslations(
            trx,
            { companyId: auth.companyId, templateId: first.templateId, language: first.language, at },
            kept.map(({ key, target }) => ({ key, target, needsReview: false })),
          );
          await recordActivity(
            trx,
            { companyId: auth.companyId, at: at },
            activity.translations({
              actor: actorOf(auth),
              action: 'translation.imported',
              template: { id: first.templateId, name: names.get(first.templateId) ?? first.templateId },
              language: first.language,
              before: Object.fromEntries(kept.map(({ key }) => [key, brief(stored?.get(key)?.target ?? '')])),
              after: Object.fromEntries(kept.map(({ key, target }) => [key, brief(target)])),
            }),
          );
        }
      });
      const written = summary.languages.reduce((sum, language) => sum + language.written, 0);
      return { message: translationSheetMessages.imported(written), data: summary };
    },
  },
});
