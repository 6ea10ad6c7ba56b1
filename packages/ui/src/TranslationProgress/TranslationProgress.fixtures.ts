import type { TranslationProgressLabels } from './TranslationProgress';

/** Example words for the stories and tests (a product passes its own). */
export const exampleProgressLabels: TranslationProgressLabels = {
  progress: (translated, total) => `${translated} of ${total} translated`,
  needsReview: (count) => `${count} need review`,
  nothingToTranslate: 'Nothing to translate',
};
