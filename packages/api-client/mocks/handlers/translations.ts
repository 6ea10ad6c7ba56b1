import type { MockDb } from '../db';
import { slugify } from '../fixtures/templates';
import { badRequest, fail, LANGUAGE_CODE, notFound, routesFor } from '../route';
import { onlyKeys, readJson, requireRows, requireText } from '../validate';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_SHEET_BYTES = 5 * 1024 * 1024;
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
  const templateById = (id: string) => db.findTemplate(id) ?? notFound();
  const languageCode = (value: string | null, name: string) =>
    value !== null && LANGUAGE_CODE.test(value) ? value : badRequest(`${name} must be an ISO 639-2 code`);

  return [
    // Before `{language}`: `export` would otherwise be read as a language code.
    get('/api/translations/{templateId}/export', { permission: 'defaults' }, ({ params, query }) => {
      const template = templateById(params.templateId);
      const source = languageCode(query.get('source'), 'source');
      const target = languageCode(query.get('target'), 'target');
      const text = sheet(db.translationEntries(template, target));
      return new Response(text, {
        headers: {
          'Content-Type': XLSX_TYPE,
          'Content-Disposition': `attachment; filename="${slugify(template.name) || 'template'}-${source}-${target}.xlsx"`,
        },
      });
    }),

    get('/api/translations/{templateId}/{language}', { permission: 'defaults' }, ({ params, json }) =>
      json(200, { data: db.translationEntries(templateById(params.templateId), params.language) }),
    ),

    put(
      '/api/translations/{templateId}/{language}',
      { permission: 'defaults' },
      async ({ request, params, json }) => {
        const template = templateById(params.templateId);
        const body = await readJson(request);
        onlyKeys(body, ['entries']);
        const keys = new Set(db.translationSources(template).map(([key]) => key));
        const updates = requireRows(body, 'entries', 5000).map((row) => {
          onlyKeys(row, ['key', 'target']);
          const key = requireText(row, 'key', { max: 200 });
          if (!keys.has(key)) badRequest(`Unknown translation key ${key}`);
          return { key, target: requireText(row, 'target', { allowEmpty: true, max: 100_000 }) };
        });
        for (const { key, target } of updates) db.setTranslation(template._id, params.language, key, target);
        return json(200, {
          message: 'Translations saved',
          data: db.translationEntries(template, params.language),
        });
      },
    ),

    post(
      '/api/translations/{templateId}/import',
      { permission: 'defaults' },
      async ({ request, params, json }) => {
        const template = templateById(params.templateId);
        let form: FormData;
        try {
          form = await request.formData();
        } catch {
          return badRequest('The request must be multipart/form-data with a file');
        }
        const file = form.get('file');
        const language = form.get('language');
        if (!(file instanceof Blob)) return badRequest('file is required');
        const target = languageCode(typeof language === 'string' ? language : null, 'language');
        if (file.size > MAX_SHEET_BYTES) fail(413, 'The file is larger than 5 MB');
        const text = await file.text();
        if (!text.startsWith(ZIP_MAGIC)) fail(415, 'Only .xlsx workbooks are accepted');
        const sources = new Map(db.translationSources(template));
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
        return json(200, { message: 'Translations imported', data: result });
      },
    ),

    post(
      '/api/translations/{templateId}/auto-translate',
      { permission: 'defaults' },
      async ({ request, params, json }) => {
        const template = templateById(params.templateId);
        const body = await readJson(request);
        onlyKeys(body, ['source', 'target']);
        const source = requireText(body, 'source', {
          pattern: [LANGUAGE_CODE, 'source must be an ISO 639-2 code'],
        });
        const target = requireText(body, 'target', {
          pattern: [LANGUAGE_CODE, 'target must be an ISO 639-2 code'],
        });
        if (source === target) badRequest('Source and target languages must differ');
        for (const entry of db.translationEntries(template, target)) {
          if (entry.target === '')
            db.setTranslation(template._id, target, entry.key, `[${target}] ${entry.source}`);
        }
        return json(200, {
          message: 'Automatic translation finished',
          data: db.translationEntries(template, target),
        });
      },
    ),
  ];
}
