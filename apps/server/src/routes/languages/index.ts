import { activity } from '@qone/domain/activity';
import { applyLanguageSave, languageList, languageSummaryOf } from '@qone/domain/languages';
import { languageMessages } from '@qone/domain/messages';
import { languageProblemMessage } from '@qone/domain/wording';
import { actorOf, recordActivity } from '../../activity/record.js';
import { badRequest } from '../../errors.js';
import {
  listLanguageSettings,
  lockLanguageSettings,
  replaceLanguageSettings,
} from '../../repositories/languages.js';
import { defineOperations } from '../define.js';

/** The company's languages: the ISO 639-2 list with its enabled, default and custom codes. */
export const languageOperations = defineOperations({
  listLanguages: {
    async handle({ db, auth }) {
      return { data: languageList(await listLanguageSettings(db, auth.companyId)) };
    },
  },

  updateLanguages: {
    async handle({ db, auth, body, clock }) {
      const settings = await db.transaction().execute(async (trx) => {
        await lockLanguageSettings(trx, auth.companyId);
        const current = await listLanguageSettings(trx, auth.companyId);
        const result = applyLanguageSave(current, body.languages);
        if ('problem' in result) throw badRequest(languageProblemMessage(result.problem));
        await replaceLanguageSettings(trx, auth.companyId, result.settings);
        await recordActivity(
          trx,
          { companyId: auth.companyId, at: clock.now() },
          activity.languages({
            actor: actorOf(auth),
            action: 'language.updated',
            companyId: auth.companyId,
            before: languageSummaryOf(current),
            after: languageSummaryOf(result.settings),
          }),
        );
        return result.settings;
      });
      return { message: languageMessages.saved, data: languageList(settings) };
    },
  },
});
