export {
  TranslationProgress,
  type TranslationProgressLabels,
  type TranslationProgressProps,
} from './TranslationProgress';
