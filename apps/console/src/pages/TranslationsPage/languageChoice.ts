import type { Language } from '@qone/api-client';
import { generatePath } from 'react-router-dom';
import { paths } from '../../routes';

/** The languages the selects offer: the enabled ones, the default first. */
export function enabledLanguages(languages: readonly Language[] | undefined): Language[] {
  return (languages ?? [])
    .filter((language) => language.enabled)
    .sort((a, b) => Number(b.default) - Number(a.default) || a.name.localeCompare(b.name));
}

/** The chosen language if it is enabled, else the default (English until the admin picks another). */
export function chosenLanguage(languages: readonly Language[], wanted: string | null): string {
  return (
    languages.find((language) => language.code === wanted)?.code ??
    languages.find((language) => language.default)?.code ??
    'eng'
  );
}

/**
 * The target language: the chosen one if it is enabled, else the first enabled language other than `source` (in the
 * selects' order), so a first visit offers a translation rather than the source again; the source itself only when it
 * is the one language enabled.
 */
export function targetLanguage(
  languages: readonly Language[],
  wanted: string | null,
  source: string,
): string {
  return (
    languages.find((language) => language.code === wanted)?.code ??
    languages.find((language) => language.code !== source)?.code ??
    source
  );
}

/** The translation editor of a template, in the area the list was opened in, with the chosen languages. */
export function translationEditorPath(
  template: { _id: string; type: string },
  inCompanySettings: boolean,
  languages: { source: string; target: string },
): string {
  const id =
    template.type === 'email' || template.type === 'page' ? `${template.type}-${template._id}` : template._id;
  const path = generatePath(inCompanySettings ? paths.companyTranslationEditor : paths.translationEditor, {
    id,
  });
  return `${path}?${new URLSearchParams(languages).toString()}`;
}

/** The template id of an editor path's `:id` (`email-{id}`, `page-{id}` or the id itself). */
export function templateIdOf(id: string | undefined): string | undefined {
  return id?.replace(/^(email|page)-/, '');
}
