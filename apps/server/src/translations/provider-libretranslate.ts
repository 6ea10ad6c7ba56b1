import type { TranslationProviderConfig } from '../config.js';
import { postJson, stringsOf, type TranslationProvider } from './provider-core.js';

/**
 * LibreTranslate (and compatible servers): POST /translate with `q` as a list, `format: "html"`, the key (when
 * the instance needs one) as `api_key`. Languages by ISO 639-1 code; an instance refuses one it has no model for
 * with 400 "… is not supported".
 */
export function libreTranslateProvider(
  config: Extract<TranslationProviderConfig, { kind: 'libretranslate' }>,
): TranslationProvider {
  return {
    name: 'libretranslate',
    label: 'LibreTranslate',
    languageCode: (iso6391) => iso6391,
    async translate(texts, source, target) {
      const answer = await postJson(
        `${config.url}/translate`,
        {
          q: texts,
          source,
          target,
          format: 'html',
          ...(config.apiKey ? { api_key: config.apiKey } : {}),
        },
        {
          timeoutMs: config.timeoutMs,
          onStatus: (status, body) =>
            status === 400 && /not supported/i.test(errorText(body)) ? { kind: 'language' } : undefined,
        },
      );
      return stringsOf((answer as { translatedText?: unknown } | null)?.translatedText, texts.length);
    },
  };
}

const errorText = (body: unknown): string =>
  typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string'
    ? (body as { error: string }).error
    : '';
