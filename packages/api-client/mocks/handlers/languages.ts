import type { MockDb } from '../db';
import { badRequest, LANGUAGE_CODE, routesFor } from '../route';
import { onlyKeys, readJson, requireBoolean, requireRows, requireText } from '../validate';

/** Enabled and default languages of the company. */
export function languageHandlers(db: MockDb) {
  const { get, put } = routesFor(db);
  return [
    get('/api/languages', { permission: 'defaults' }, ({ json }) =>
      json(200, { data: db.languages.map((language) => ({ ...language })) }),
    ),

    put('/api/languages', { permission: 'defaults' }, async ({ request, json }) => {
      const body = await readJson(request);
      onlyKeys(body, ['languages']);
      const next = db.languages.map((language) => ({ ...language }));
      for (const row of requireRows(body, 'languages', 600)) {
        onlyKeys(row, ['code', 'customCode', 'enabled', 'default']);
        const code = requireText(row, 'code', { pattern: [LANGUAGE_CODE, 'code must be an ISO 639-2 code'] });
        const language =
          next.find((candidate) => candidate.code === code) ?? badRequest(`Unknown language ${code}`);
        language.customCode = requireText(row, 'customCode', {
          allowEmpty: true,
          max: 20,
          pattern: [/^[A-Za-z0-9_-]*$/, 'customCode may hold letters, digits, hyphens and underscores'],
        });
        language.enabled = requireBoolean(row, 'enabled');
        language.default = requireBoolean(row, 'default');
      }
      const defaults = next.filter((language) => language.default);
      if (defaults.length !== 1 || !defaults[0]?.enabled) {
        badRequest('Exactly one language must be the default, and it must be enabled');
      }
      db.languages = next;
      return json(200, { message: 'Languages saved', data: next.map((language) => ({ ...language })) });
    }),
  ];
}
