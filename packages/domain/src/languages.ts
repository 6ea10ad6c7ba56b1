/**
 * The company's languages, the same for the server and the MSW fake: the ISO 639-2 list (from the `iso-639-2` data
 * package, loaded only by the modules that import this one), what a new company starts with, and the rules of a
 * save. Codes are the ISO 639-2 bibliographic codes (`ger`, `fre`), the list's one code for every language.
 *
 * No relative imports and only erasable TypeScript: the server loads this file at run time through Node's type
 * stripping (`@qone/domain/languages`). Refusals are returned as data; each side words them with
 * `languageMessages`.
 */
import { iso6392 } from 'iso-639-2';

/** What a company has set for one language; a language without settings is off and has no custom code. */
export interface LanguageSetting {
  code: string;
  customCode: string;
  enabled: boolean;
  default: boolean;
}

/** A language of the list with the company's settings (the contract's `Language`). */
export interface LanguageRow extends LanguageSetting {
  name: string;
}

/** A new company: English (the default), German and French enabled, with their usual short codes. */
export const DEFAULT_LANGUAGES: readonly LanguageSetting[] = [
  { code: 'eng', customCode: 'en', enabled: true, default: true },
  { code: 'ger', customCode: 'de', enabled: true, default: false },
  { code: 'fre', customCode: 'fr', enabled: true, default: false },
];

let names: ReadonlyMap<string, string> | undefined;

/** Every ISO 639-2 code with its English name, in the list's order (the reserved range `qaa-qtz` is no code). */
export function languageNames(): ReadonlyMap<string, string> {
  names ??= new Map(
    iso6392.filter((language) => /^[a-z]{3}$/.test(language.iso6392B)).map((l) => [l.iso6392B, l.name]),
  );
  return names;
}

export function isLanguageCode(code: string): boolean {
  return languageNames().has(code);
}

/** The language's English name; the code itself for a code the list does not have. */
export function languageName(code: string): string {
  return languageNames().get(code) ?? code;
}

/** The whole list with the company's settings applied. */
export function languageList(settings: readonly LanguageSetting[]): LanguageRow[] {
  const byCode = new Map(settings.map((setting) => [setting.code, setting]));
  return [...languageNames()].map(([code, name]) => {
    const setting = byCode.get(code);
    return {
      code,
      name,
      customCode: setting?.customCode ?? '',
      enabled: setting?.enabled ?? false,
      default: setting?.default ?? false,
    };
  });
}

/** Why a save is refused (each side words it with `languageMessages`). */
export type LanguageSaveProblem =
  | { kind: 'unknown'; code: string }
  | { kind: 'duplicate'; code: string }
  | { kind: 'oneDefault' }
  | { kind: 'defaultDisabled'; name: string }
  | { kind: 'customCodeTaken'; customCode: string };

/**
 * The company's settings after a save of `rows` (languages not sent keep theirs), or why it is refused: every code
 * known and sent once, exactly one default and it enabled, no custom code used by two enabled languages. Only
 * languages with something set are kept; disabling a language keeps its translations (they are not touched here).
 */
export function applyLanguageSave(
  current: readonly LanguageSetting[],
  rows: readonly LanguageSetting[],
): { settings: LanguageSetting[] } | { problem: LanguageSaveProblem } {
  const next = new Map(current.map((setting) => [setting.code, { ...setting }]));
  const sent = new Set<string>();
  for (const row of rows) {
    if (!isLanguageCode(row.code)) return { problem: { kind: 'unknown', code: row.code } };
    if (sent.has(row.code)) return { problem: { kind: 'duplicate', code: row.code } };
    sent.add(row.code);
    next.set(row.code, {
      code: row.code,
      customCode: row.customCode,
      enabled: row.enabled,
      default: row.default,
    });
  }
  const defaults = [...next.values()].filter((setting) => setting.default);
  const [theDefault] = defaults;
  if (defaults.length !== 1 || !theDefault) return { problem: { kind: 'oneDefault' } };
  if (!theDefault.enabled)
    return { problem: { kind: 'defaultDisabled', name: languageName(theDefault.code) } };
  const customCodes = new Set<string>();
  for (const setting of next.values()) {
    if (!setting.enabled || setting.customCode === '') continue;
    const customCode = setting.customCode.toLowerCase();
    if (customCodes.has(customCode))
      return { problem: { kind: 'customCodeTaken', customCode: setting.customCode } };
    customCodes.add(customCode);
  }
  const settings = [...next.values()]
    .filter((setting) => setting.enabled || setting.default || setting.customCode !== '')
    .sort((a, b) => a.code.localeCompare(b.code));
  return { settings };
}

/** What the activity record keeps of a company's languages. */
export function languageSummaryOf(settings: readonly LanguageSetting[]) {
  return {
    enabled: settings.filter((setting) => setting.enabled).map((setting) => setting.code),
    default: settings.find((setting) => setting.default)?.code ?? null,
    customCodes: Object.fromEntries(
      settings.filter((setting) => setting.customCode !== '').map((s) => [s.code, s.customCode]),
    ),
  };
}

/** The enabled language a visitor asks for by custom code (any case) or ISO code; null when none is enabled. */
export function requestedLanguage(
  settings: readonly LanguageSetting[],
  lang: string,
): LanguageSetting | null {
  const wanted = lang.toLowerCase();
  return (
    settings.find(
      (setting) =>
        setting.enabled && (setting.code === wanted || setting.customCode.toLowerCase() === wanted),
    ) ?? null
  );
}

// ------------------------------------------------------------ auto-translate

let twoLetter: ReadonlyMap<string, string> | undefined;

/**
 * The ISO 639-1 (two-letter) code of an ISO 639-2 code — what translation providers take (`ger` → `de`); null for
 * a language that has none (most of the list), which no provider can translate.
 */
export function iso6391Of(code: string): string | null {
  twoLetter ??= new Map(
    iso6392.flatMap((language) => (language.iso6391 ? [[language.iso6392B, language.iso6391]] : [])),
  );
  return twoLetter.get(code) ?? null;
}
