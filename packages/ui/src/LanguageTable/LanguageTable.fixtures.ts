import type { LanguageRow, LanguageTableLabels } from './LanguageTable';

/** Example words for the stories and tests (a product passes its own). */
export const exampleLanguageLabels: LanguageTableLabels = {
  default: 'Default',
  language: 'Language',
  code: 'ISO 639-2 code',
  customCode: 'Custom Code',
  enabled: 'Enable',
  search: 'Search',
  selectAll: 'Select All',
  defaultLanguage: (name) => `Default ${name}`,
  customCodeOf: (name) => `Custom Code ${name}`,
  enableLanguage: (name) => `Enable ${name}`,
  empty: 'No language matches this search.',
};

const LANGUAGES: [string, string][] = [
  ['dut', 'Dutch; Flemish'],
  ['eng', 'English'],
  ['fre', 'French'],
  ['ger', 'German'],
  ['ita', 'Italian'],
  ['jpn', 'Japanese'],
  ['pol', 'Polish'],
  ['spa', 'Spanish; Castilian'],
];

/** English (default, `en`), French (`fr`) and German (`de`) enabled; `count` repeats the list for long tables. */
export function exampleLanguages(count = LANGUAGES.length): LanguageRow[] {
  const on: Record<string, string> = { eng: 'en', fre: 'fr', ger: 'de' };
  return Array.from({ length: count }, (_, n) => {
    const [code, name] = LANGUAGES[n % LANGUAGES.length] ?? ['und', 'Undetermined'];
    const round = Math.floor(n / LANGUAGES.length);
    return {
      code: round === 0 ? code : `${code.slice(0, 2)}${String.fromCharCode(97 + (round % 26))}`,
      name: round === 0 ? name : `${name} ${round + 1}`,
      customCode: round === 0 ? (on[code] ?? '') : '',
      enabled: round === 0 && code in on,
      default: round === 0 && code === 'eng',
    };
  });
}
