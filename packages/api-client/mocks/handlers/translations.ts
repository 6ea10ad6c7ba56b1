import { isLanguageCode, languageName } from '../../src/languages';
import { languageMessages, requestMessages, templateMessages, translationMessages } from '../../src/messages';
import { placeholderMismatch, translationProgress } from '../../src/translations';
import type { MockDb } from '../db';
import { slugify } from '../fixtures/templates';
import { badRequest, fail, notFound, routesFor } from '../http';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The contract's limit of a translation sheet. */
const MAX_SHEET_MB = 5;
/** Every .xlsx workbook is a zip archive; the fake's sheets start the same way. */
const ZIP_MAGIC = 'PK\u0003\u0004';

/**
 * The fake's "workbook": the zip signature, then one `key<TAB>source<TAB>target` line per entry.
 * Not a real spreadsheet, but it round-trips through `importTranslations` like one.
 */
function sheet(entries: { key: string; source: string; target: string }[]): string {
  const clean = (text: string) => text.replace(/[\t\r\n]+/g, ' ');
  return `${ZIP_MAGIC}\n${entries.map((entry) => [entry.key, clean(entry.source), clean(entry.target)].join('\t')).join('\n')}\n`;
}

/** Translations of templates per language, spreadsheet round trip and auto-translation. */
export function translationHandlers(db: MockDb) {
  const { get, post, put } = routesFor(db);
  const templateById = (id: string) => db.findTemplate(id) ?? notFound(templateMessages.notFound);
  const knownLanguage = (code: string) =>
    isLanguageCode(code) ? code : badRequest(languageMessages.unknown(code));

  return [
    // Before `{language}`: `export` would otherwise be read as a language code.
    get('/api/translations/{templateId}/export', ({ params, query }) => {
      const template = templateById(params.templateId);
      const source = query.get('source');
      const target = query.get('target');
      const text = sheet(db.translationEntries(template, target));
      return new Response(text, {
        headers: {
          'Content-Type': XLSX_TYPE,
          'Content-Disposition': `attachment; filename="${slugify(template.name) || 'template'}-${source}-${target}.xlsx"`,
        },
      });
    }),

    get('/api/translation-progress/{language}', ({ params, response }) => {
      knownLanguage(params.language);
      return response(200).json({
        data: db.templates.map((template) => ({
          templateId: template._id,
          ...translationProgress(
            db.translationSegments(template),
            db.storedTranslations(template._id, params.language),
          ),
        })),
      });
    }),

    get('/api/translations/{templateId}/{language}', ({ params, response }) => {
      const template = templateById(params.templateId);
      knownLanguage(params.language);
      return response(200).json({ data: db.translationEntries(template, params.language) });
    }),

    put('/api/translations/{templateId}/{language}', ({ params, body, response }) => {
      const template = templateById(params.templateId);
      const language = knownLanguage(params.language);
      const segments = new Map(db.translationSegments(template).map((segment) => [segment.key, segment]));
      const stored = db.storedTranslations(template._id, language);
      const before: Record<string, string> = {};
      const after: Record<string, string> = {};
      for (const { key, target } of body.entries) {
        const segment = segments.get(key) ?? badRequest(translationMessages.unknownKey(key));
        const mismatch = target === '' ? null : placeholderMismatch(segment.source, target, segment.context);
        if (mismatch)
          badRequest(translationMessages.placeholderMismatch(key, mismatch.missing, mismatch.unexpected));
        before[key] = stored.get(key)?.target ?? '';
        after[key] = target;
      }
      for (const { key, target, needsReview } of body.entries) {
        const current = stored.get(key);
        if (current?.target !== target || current.needsReview !== (needsReview ?? false))
          db.setTranslation(template._id, language, key, target, needsReview ?? false);
      }
      db.recordActivity({
        area: 'translations',
        action: 'translation.updated',
        target: {
          type: 'translation',
          id: template._id,
          label: `${template.name} (${languageName(language)})`,
        },
        before,
        after,
      });
      return response(200).json({
        message: translationMessages.saved,
        data: db.translationEntries(template, language),
      });
    }),

    post('/api/translations/{templateId}/import', async ({ params, body, form, response }) => {
      const template = templateById(params.templateId);
      const file = form?.get('file');
      if (!(file instanceof Blob)) return fail(400, requestMessages.fieldRequired('file', 'body'));
      if (file.size > MAX_SHEET_MB * 1024 * 1024) fail(413, requestMessages.fileTooLarge(MAX_SHEET_MB));
      const text = await file.text();
      if (!text.startsWith(ZIP_MAGIC)) fail(415, translationMessages.onlyXlsx);
      const target = body.language;
      const sources = new Map(
        db.translationSegments(template).map((segment) => [segment.key, segment.source]),
      );
      const current = new Map(
        db.translationEntries(template, target).map((entry) => [entry.key, entry.target]),
      );
      const result = { updated: 0, unchanged: 0, rejected: 0 };
      for (const line of text.slice(ZIP_MAGIC.length).split('\n')) {
        if (line.trim() === '') continue;
        const [key = '', , value = ''] = line.split('\t');
        if (!sources.has(key) || value.length > 100_000) {
          result.rejected += 1;
        } else if (current.get(key) === value) {
          result.unchanged += 1;
        } else {
          db.setTranslation(template._id, target, key, value);
          result.updated += 1;
        }
      }
      return response(200).json({ message: translationMessages.imported, data: result });
    }),
  ];
}
