export {
  type TranslationPart,
  TranslationSegment,
  type TranslationSegmentLabels,
  type TranslationSegmentProps,
} from './TranslationSegment';
