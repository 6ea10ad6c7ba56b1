import { activity } from '@qone/domain/activity';
import { isLanguageCode, iso6391Of, languageName } from '@qone/domain/languages';
import {
  autoTranslateMessages,
  languageMessages,
  templateMessages,
  translationMessages,
} from '@qone/domain/messages';
import { fakeProviderTranslation, protectSegment, restoreSegment } from '@qone/domain/translations';
import type { MockDb, StoredTemplate } from '../db';
import { badRequest, fail, notFound, routesFor } from '../http';

const PROVIDER_LABELS = { libretranslate: 'LibreTranslate', deepl: 'DeepL' } as const;

/**
 * Auto-translate as the server does it, with a deterministic provider (`[fr] …`, the target's two-letter code)
 * that goes through the same placeholder protection and check. `db.translationProvider = null` is the server
 * without LIBRETRANSLATE_URL or DEEPL_API_KEY. Not rate-limited (the server's limit is per server's memory).
 */
export function autoTranslateHandlers(db: MockDb) {
  const { get, post } = routesFor(db);

  const knownLanguage = (code: string) =>
    isLanguageCode(code) ? code : badRequest(languageMessages.unknown(code));

  function autoTranslate(templates: readonly StoredTemplate[], sourceCode: string, targetCode: string) {
    const source = knownLanguage(sourceCode);
    const target = knownLanguage(targetCode);
    if (source === target) badRequest(translationMessages.sameLanguages);
    const provider = db.translationProvider ?? fail(409, autoTranslateMessages.notConfigured);
    for (const code of [source, target]) {
      if (iso6391Of(code) === null)
        badRequest(autoTranslateMessages.unsupportedLanguage(PROVIDER_LABELS[provider], languageName(code)));
    }
    const to = iso6391Of(target) ?? '';
    const fromOwnText = db.languages.find((language) => language.default)?.code === source;
    const result = { translated: 0, needsReview: 0 };
    for (const template of templates) {
      const targets = db.storedTranslations(template._id, target);
      const sources = db.storedTranslations(template._id, source);
      const filled: Record<string, string> = {};
      for (const segment of db.translationSegments(template)) {
        if (targets.get(segment.key)?.target) continue;
        const text = fromOwnText ? segment.source : (sources.get(segment.key)?.target ?? '');
        if (text === '') continue;
        const sent = protectSegment(text, segment.context);
        const restored = restoreSegment(
          segment.source,
          segment.context,
          fakeProviderTranslation(sent.html, to),
          sent.placeholders,
        );
        db.setTranslation(template._id, target, segment.key, restored.target, restored.needsReview);
        filled[segment.key] = restored.target;
        result.translated += 1;
        if (restored.needsReview) result.needsReview += 1;
      }
      if (Object.keys(filled).length === 0) continue;
      db.recordActivity(
        activity.translations({
          actor: db.actor(),
          action: 'translation.auto-translated',
          template: { id: template._id, name: template.name },
          language: languageName(target),
          before: Object.fromEntries(Object.keys(filled).map((key) => [key, ''])),
          after: filled,
        }),
      );
    }
    return { target, result };
  }

  return [
    post('/api/translations/auto-translate', ({ body, response }) => {
      const templates = body.templateIds
        ? body.templateIds.map((id) => db.findTemplate(id) ?? notFound(templateMessages.notFound))
        : db.templates;
      const { result } = autoTranslate(templates, body.source, body.target);
      return response(200).json({
        message: autoTranslateMessages.done(result.translated, result.needsReview),
        data: result,
      });
    }),

    post('/api/translations/{templateId}/auto-translate', ({ params, body, response }) => {
      const template = db.findTemplate(params.templateId) ?? notFound(templateMessages.notFound);
      const { target, result } = autoTranslate([template], body.source, body.target);
      return response(200).json({
        message: autoTranslateMessages.done(result.translated, result.needsReview),
        data: db.translationEntries(template, target),
        result,
      });
    }),

    get('/api/translation-provider', ({ response }) =>
      response(200).json({
        data: { configured: db.translationProvider !== null, provider: db.translationProvider },
      }),
    ),
  ];
}
