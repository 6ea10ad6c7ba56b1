/**
 * Translations: a template's stored translations by language (keyed `templateId:language`), its translatable
 * segments, the languages it still lacks, and a live page's HTML in a visitor's language.
 */
import { requestedLanguage } from '@qone/domain/languages';
import { extractSegments, localizeHtml, missingLanguages, type Segment } from '@qone/domain/translations';
import type { TranslationEntry } from '../../src/types';
import type { MockDb } from '../db';
import type { StoredTemplate } from './templates';

export interface StoredTranslation {
  target: string;
  needsReview: boolean;
  updatedAt: string | null;
}

export const translationsStore = {
  /** The enabled languages, other than the default, in which the template lacks a translation (as the server's). */
  missingLanguages(this: MockDb, template: StoredTemplate): string[] {
    const languages = this.languages.filter((language) => language.enabled && !language.default);
    return missingLanguages(
      this.translationSegments(template),
      languages.map((language) => language.code),
      (language) => this.storedTranslations(template._id, language),
    );
  },

  /** The translatable segments of a template (the shared rules of `@qone/domain/translations`, as the server's). */
  translationSegments(this: MockDb, template: StoredTemplate): Segment[] {
    return extractSegments({
      type: template.type,
      subject: template.subject,
      html: template.html,
      buttonText: template.button?.text ?? template.name,
    });
  },

  /** The stored translations of a template into one language, by segment key. */
  storedTranslations(
    this: MockDb,
    templateId: string,
    language: string,
  ): ReadonlyMap<string, StoredTranslation> {
    return this.translations.get(`${templateId}:${language}`) ?? new Map();
  },

  translationEntries(this: MockDb, template: StoredTemplate, language: string): TranslationEntry[] {
    const stored = this.storedTranslations(template._id, language);
    return this.translationSegments(template).map(({ key, context, source }) => ({
      key,
      context,
      source,
      target: stored.get(key)?.target ?? '',
      needsReview: stored.get(key)?.needsReview ?? false,
      updatedAt: stored.get(key)?.updatedAt ?? null,
    }));
  },

  /** A page's HTML in the visitor's enabled, non-default language (`?lang=`), else its own (as the server's). */
  localizedPageHtml(this: MockDb, page: StoredTemplate, lang: string | null): string {
    const language = lang ? requestedLanguage(this.languages, lang) : null;
    if (!language || language.default) return page.html;
    return localizeHtml(page.html, this.storedTranslations(page._id, language.code));
  },

  /** Stores a translation; an empty target removes it. */
  setTranslation(
    this: MockDb,
    templateId: string,
    language: string,
    key: string,
    target: string,
    needsReview = false,
  ): void {
    const mapKey = `${templateId}:${language}`;
    const stored = this.translations.get(mapKey) ?? new Map<string, StoredTranslation>();
    if (target === '') stored.delete(key);
    else stored.set(key, { target, needsReview, updatedAt: this.now() });
    this.translations.set(mapKey, stored);
  },
};
