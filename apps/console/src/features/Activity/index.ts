export { changesOf, fieldName, needsLineDiff, sentenceOf, toTimelineEntry } from './entries';
export { useLineDiff } from './useLineDiff';
