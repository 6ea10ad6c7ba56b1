import { activity } from '@qone/domain/activity';
import { isLanguageCode, languageName } from '@qone/domain/languages';
import { languageMessages, templateMessages, translationMessages } from '@qone/domain/messages';
import { placeholderMismatch, repeatedKey, translationProgress } from '@qone/domain/translations';
import type { MockDb } from '../db';
import { badRequest, notFound, routesFor } from '../http';

/** Translations of templates per language, spreadsheet round trip and auto-translation. */
export function translationHandlers(db: MockDb) {
  const { get, put } = routesFor(db);
  const templateById = (id: string) => db.findTemplate(id) ?? notFound(templateMessages.notFound);
  const knownLanguage = (code: string) =>
    isLanguageCode(code) ? code : badRequest(languageMessages.unknown(code));

  return [
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
      const repeated = repeatedKey(body.entries);
      if (repeated !== undefined) badRequest(translationMessages.duplicateKey(repeated));
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
      db.recordActivity(
        activity.translations({
          actor: db.actor(),
          action: 'translation.updated',
          template: { id: template._id, name: template.name },
          language: languageName(language),
          before,
          after,
        }),
      );
      return response(200).json({
        message: translationMessages.saved,
        data: db.translationEntries(template, language),
      });
    }),
  ];
}
