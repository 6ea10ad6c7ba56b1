import type { TranslationProviderConfig } from '../config.js';
import { postJson, stringsOf, type TranslationProvider } from './provider-core.js';

/** The languages DeepL translates (ISO 639-1), from its /v2/languages list. */
const DEEPL_LANGUAGES = new Set(
  'ar bg cs da de el en es et fi fr he hu id it ja ko lt lv nb nl pl pt ro ru sk sl sv th tr uk vi zh'.split(
    ' ',
  ),
);
/** Where DeepL wants a regional variant as a target, or calls a language otherwise. */
const TARGET_VARIANTS: Record<string, string> = { en: 'EN-GB', pt: 'PT-PT' };
const ALIASES: Record<string, string> = { no: 'nb' };

/**
 * DeepL: POST /v2/translate with `text` as a list and `tag_handling: "html"` (it keeps elements marked
 * `translate="no"`), the key in the `Authorization: DeepL-Auth-Key …` header. Languages in capitals.
 */
export function deeplProvider(
  config: Extract<TranslationProviderConfig, { kind: 'deepl' }>,
): TranslationProvider {
  return {
    name: 'deepl',
    label: 'DeepL',
    languageCode(iso6391, role) {
      const code = ALIASES[iso6391] ?? iso6391;
      if (!DEEPL_LANGUAGES.has(code)) return null;
      return role === 'target' ? (TARGET_VARIANTS[code] ?? code.toUpperCase()) : code.toUpperCase();
    },
    async translate(texts, source, target) {
      const answer = await postJson(
        `${config.url}/v2/translate`,
        { text: texts, source_lang: source, target_lang: target, tag_handling: 'html' },
        { timeoutMs: config.timeoutMs, headers: { authorization: `DeepL-Auth-Key ${config.apiKey}` } },
      );
      const translations = (answer as { translations?: unknown } | null)?.translations;
      const list = Array.isArray(translations) ? translations : [];
      return stringsOf(
        list.map((item: unknown) =>
          typeof item === 'object' && item !== null ? (item as { text?: unknown }).text : undefined,
        ),
        texts.length,
      );
    },
  };
}
