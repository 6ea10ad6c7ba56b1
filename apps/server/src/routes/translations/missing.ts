import { extractSegments, missingLanguages } from '@qone/domain/translations';
import type { Executor } from '../../db/index.js';
import { listLanguageSettings } from '../../repositories/languages.js';
import { listCompanyTranslations, listTranslatableTemplates } from '../../repositories/translations.js';

/**
 * Per template of the company, the enabled languages other than the default in which some text has no translation
 * (the templates list's "missing translation" badge): one read of the templates and one per such language.
 */
export async function missingLanguagesByTemplate(
  db: Executor,
  companyId: string,
): Promise<Map<string, string[]>> {
  const settings = await listLanguageSettings(db, companyId);
  const languages = settings.filter((setting) => setting.enabled && !setting.default).map((s) => s.code);
  if (languages.length === 0) return new Map();
  const [templates, ...translations] = await Promise.all([
    listTranslatableTemplates(db, companyId),
    ...languages.map((language) => listCompanyTranslations(db, companyId, language)),
  ]);
  const byLanguage = new Map(languages.map((language, index) => [language, translations[index]]));
  return new Map(
    templates.map((template) => [
      template.id,
      missingLanguages(
        extractSegments(template),
        languages,
        (language) => byLanguage.get(language)?.get(template.id) ?? new Map(),
      ),
    ]),
  );
}
