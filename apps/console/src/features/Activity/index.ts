export { needsLineDiff, toTimelineEntry } from './entries';
export { useLineDiff } from './useLineDiff';
