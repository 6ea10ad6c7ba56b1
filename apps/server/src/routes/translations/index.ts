import { activity } from '@qone/domain/activity';
import { isLanguageCode, languageName, requestedLanguage } from '@qone/domain/languages';
import { languageMessages, templateMessages, translationMessages } from '@qone/domain/messages';
import {
  extractSegments,
  localizeHtml,
  placeholderMismatch,
  repeatedKey,
  translationProgress,
} from '@qone/domain/translations';
import { actorOf, recordActivity } from '../../activity/record.js';
import type { Executor } from '../../db/index.js';
import { badRequest, notFound } from '../../errors.js';
import { listLanguageSettings } from '../../repositories/languages.js';
import {
  findTranslatableTemplate,
  listCompanyTranslations,
  listTranslatableTemplates,
  listTranslations,
  lockTranslations,
  type StoredTranslation,
  saveTranslations,
  type TranslatableTemplateRow,
} from '../../repositories/translations.js';
import { defineOperations } from '../define.js';

function knownLanguage(code: string): string {
  if (!isLanguageCode(code)) throw badRequest(languageMessages.unknown(code));
  return code;
}

/** The company's template (404 otherwise, as for any other company's id), then the language (400 when unknown). */
async function templateAndLanguage(db: Executor, companyId: string, templateId: string, language: string) {
  const template = await findTranslatableTemplate(db, companyId, templateId);
  if (!template) throw notFound(templateMessages.notFound);
  return { template, language: knownLanguage(language) };
}

export function entriesOf(template: TranslatableTemplateRow, stored: ReadonlyMap<string, StoredTranslation>) {
  return extractSegments(template).map(({ key, context, source }) => {
    const translation = stored.get(key);
    return {
      key,
      context,
      source,
      target: translation?.target ?? '',
      needsReview: translation?.needsReview ?? false,
      updatedAt: translation ? translation.updatedAt.toISOString() : null,
    };
  });
}

/** Translations of the company's templates per language: segments from the shared rules, targets stored per key. */
export const translationOperations = defineOperations({
  getTranslationProgress: {
    async handle({ db, auth, params }) {
      const language = knownLanguage(params.language);
      const [templates, translations] = await Promise.all([
        listTranslatableTemplates(db, auth.companyId),
        listCompanyTranslations(db, auth.companyId, language),
      ]);
      return {
        data: templates.map((template) => ({
          templateId: template.id,
          ...translationProgress(extractSegments(template), translations.get(template.id) ?? new Map()),
        })),
      };
    },
  },

  getTranslations: {
    async handle({ db, auth, params }) {
      const { template, language } = await templateAndLanguage(
        db,
        auth.companyId,
        params.templateId,
        params.language,
      );
      return { data: entriesOf(template, await listTranslations(db, auth.companyId, template.id, language)) };
    },
  },

  updateTranslations: {
    async handle({ db, auth, params, body, clock }) {
      const { template, language } = await templateAndLanguage(
        db,
        auth.companyId,
        params.templateId,
        params.language,
      );
      const repeated = repeatedKey(body.entries);
      if (repeated !== undefined) throw badRequest(translationMessages.duplicateKey(repeated));
      const segments = new Map(extractSegments(template).map((segment) => [segment.key, segment]));
      for (const { key, target } of body.entries) {
        const segment = segments.get(key);
        if (!segment) throw badRequest(translationMessages.unknownKey(key));
        const mismatch = target === '' ? null : placeholderMismatch(segment.source, target, segment.context);
        if (mismatch) {
          throw badRequest(
            translationMessages.placeholderMismatch(key, mismatch.missing, mismatch.unexpected),
          );
        }
      }
      const stored = await db.transaction().execute(async (trx) => {
        await lockTranslations(trx, auth.companyId, [language]);
        const current = await listTranslations(trx, auth.companyId, template.id, language);
        const at = clock.now();
        const changed = body.entries.filter(({ key, target, needsReview }) => {
          const now = current.get(key);
          return (now?.target ?? '') !== target || (now?.needsReview ?? false) !== (needsReview ?? false);
        });
        await saveTranslations(
          trx,
          { companyId: auth.companyId, templateId: template.id, language, at },
          changed.map(({ key, target, needsReview }) => ({ key, target, needsReview: needsReview ?? false })),
        );
        await recordActivity(
          trx,
          { companyId: auth.companyId, at: at },
          activity.translations({
            actor: actorOf(auth),
            action: 'translation.updated',
            template: { id: template.id, name: template.name },
            language: languageName(language),
            before: Object.fromEntries(changed.map(({ key }) => [key, current.get(key)?.target ?? ''])),
            after: Object.fromEntries(changed.map(({ key, target }) => [key, target])),
          }),
        );
        return listTranslations(trx, auth.companyId, template.id, language);
      });
      return { message: translationMessages.saved, data: entriesOf(template, stored) };
    },
  },
});

/**
 * A page's HTML in the language a visitor asks for (`?lang=` of the public page): its translated segments in that
 * language where the company has it enabled and it is not the default; the page's own text otherwise.
 */
export async function localizedPageHtml(
  db: Executor,
  page: { id: string; company_id: string; html: string },
  lang: string | undefined,
): Promise<string> {
  if (!lang) return page.html;
  const language = requestedLanguage(await listLanguageSettings(db, page.company_id), lang);
  if (!language || language.default) return page.html;
  return localizeHtml(page.html, await listTranslations(db, page.company_id, page.id, language.code));
}
