import { languageMessages } from '../../src/messages';
import type { MockDb } from '../db';
import { badRequest, routesFor } from '../http';

/** Enabled and default languages of the company. */
export function languageHandlers(db: MockDb) {
  const { get, put } = routesFor(db);
  return [
    get('/api/languages', ({ response }) =>
      response(200).json({ data: db.languages.map((language) => ({ ...language })) }),
    ),

    put('/api/languages', ({ body, response }) => {
      const next = db.languages.map((language) => ({ ...language }));
      for (const row of body.languages) {
        const language =
          next.find((candidate) => candidate.code === row.code) ??
          badRequest(languageMessages.unknown(row.code));
        Object.assign(language, { customCode: row.customCode, enabled: row.enabled, default: row.default });
      }
      const defaults = next.filter((language) => language.default);
      if (defaults.length !== 1 || !defaults[0]?.enabled) badRequest(languageMessages.oneDefault);
      db.languages = next;
      return response(200).json({
        message: languageMessages.saved,
        data: next.map((language) => ({ ...language })),
      });
    }),
  ];
}
