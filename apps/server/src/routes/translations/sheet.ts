import { translationSheetMessages } from '@qone/api-client/messages';
import {
  applicableWrites,
  previewSheet,
  SHEET_FILE_NAME,
  SHEET_MEDIA_TYPE,
  type SheetLanguage,
  type SheetRead,
  type SheetTemplate,
  type SheetWrite,
  sheetTables,
  type TranslationSheetMode,
} from '@qone/api-client/translation-sheet';
import { extractSegments, placeholderMismatch, placeholdersOf } from '@qone/api-client/translations';
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
import { readSheetUpload, writeSheet } from '../../translations/sheet-workbook.js';
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

/** The multipart body was read before validation (plugins/app/request-body.ts); the contract made `file` required. */
async function uploadedSheet(req: FastifyRequest): Promise<SheetRead[]> {
  const upload = req.uploads?.find((part) => part.fieldname === 'file');
  if (!upload) throw badRequest("'file' is required in body");
  return readSheetUpload(upload.data);
}

async function preview(db: Executor, companyId: string, req: FastifyRequest) {
  const sheets = await uploadedSheet(req);
  const result = previewSheet({ sheets, ...(await companySheet(db, companyId)), rules });
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
    async handle({ db, auth, req }) {
      return { data: (await preview(db, auth.companyId, req)).preview };
    },
  },

  importTranslationSheet: {
    async handle({ db, auth, req, clock }) {
      // A multipart body: its fields were checked against the contract's schema like a JSON body's.
      const { mode } = req.body as { mode: TranslationSheetMode };
      const { writes, summary } = applicableWrites(await preview(db, auth.companyId, req), mode);
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
          await recordActivity(trx, {
            companyId: auth.companyId,
            actor: actorOf(auth),
            at,
            area: 'translations',
            action: 'translation.imported',
            target: {
              type: 'translation',
              id: first.templateId,
              label: `${names.get(first.templateId) ?? first.templateId} (${first.language})`,
            },
            before: Object.fromEntries(kept.map(({ key }) => [key, brief(stored?.get(key)?.target ?? '')])),
            after: Object.fromEntries(kept.map(({ key, target }) => [key, brief(target)])),
          });
        }
      });
      const written = summary.languages.reduce((sum, language) => sum + language.written, 0);
      return { message: translationSheetMessages.imported(written), data: summary };
    },
  },
});
