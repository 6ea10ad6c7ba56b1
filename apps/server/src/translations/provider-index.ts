import type { Config } from '../config.js';
import type { TranslationProvider } from './provider-core.js';
import { deeplProvider } from './provider-deepl.js';
import { libreTranslateProvider } from './provider-libretranslate.js';

/** The provider the environment configures (config.ts), or null when auto-translate is not set up. */
export function translationProviderOf(
  config: Pick<Config, 'translationProvider'>,
): TranslationProvider | null {
  const settings = config.translationProvider;
  if (!settings) return null;
  return settings.kind === 'deepl' ? deeplProvider(settings) : libreTranslateProvider(settings);
}
