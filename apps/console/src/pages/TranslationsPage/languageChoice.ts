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
