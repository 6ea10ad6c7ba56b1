import { activity } from '@qone/domain/activity';
import { applyLanguageSave, languageList, languageSummaryOf } from '@qone/domain/languages';
import { languageMessages } from '@qone/domain/messages';
import { languageProblemMessage } from '@qone/domain/wording';
import type { MockDb } from '../db';
import { badRequest, routesFor } from '../http';

/** Enabled and default languages of the company: the ISO 639-2 list with its settings, as the server's. */
export function languageHandlers(db: MockDb) {
  const { get, put } = routesFor(db);
  return [
    get('/api/languages', ({ response }) => response(200).json({ data: languageList(db.languages) })),

    put('/api/languages', ({ body, response }) => {
      const result = applyLanguageSave(db.languages, body.languages);
      if ('problem' in result) return badRequest(languageProblemMessage(result.problem));
      db.recordActivity(
        activity.languages({
          actor: db.actor(),
          action: 'language.updated',
          companyId: db.company._id,
          before: languageSummaryOf(db.languages),
          after: languageSummaryOf(result.settings),
        }),
      );
      db.languages = result.settings;
      return response(200).json({ message: languageMessages.saved, data: languageList(db.languages) });
    }),
  ];
}
