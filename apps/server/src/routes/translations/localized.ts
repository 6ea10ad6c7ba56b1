import { requestedLanguage } from '@qone/domain/languages';
import { extractSegments, localizeHtml } from '@qone/domain/translations';
import type { Executor } from '../../db/index.js';
import { listLanguageSettings } from '../../repositories/languages.js';
import { listTranslations } from '../../repositories/translations.js';

/**
 * An email template's subject and HTML in the language asked for (`lang`: an enabled language by custom or ISO
 * code), as the public page does it: translated texts where there are some, the template's own elsewhere, and its
 * own text for the default language, a language not enabled, or none asked.
 */
export async function localizedEmail(
  db: Executor,
  template: { id: string; company_id: string; subject: string; html: string },
  lang: string | undefined,
): Promise<{ subject: string; html: string }> {
  const own = { subject: template.subject, html: template.html };
  if (!lang) return own;
  const language = requestedLanguage(await listLanguageSettings(db, template.company_id), lang);
  if (!language || language.default) return own;
  const targets = await listTranslations(db, template.company_id, template.id, language.code);
  const [subject] = extractSegments({ type: 'email', subject: template.subject, html: '' });
  return {
    subject: (subject && targets.get(subject.key)?.target) || template.subject,
    html: localizeHtml(template.html, targets),
  };
}
