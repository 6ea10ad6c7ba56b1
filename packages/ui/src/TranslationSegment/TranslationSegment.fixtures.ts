import type { TranslationPart, TranslationSegmentLabels } from './TranslationSegment';

/** Example words for the stories and tests (a product passes its own). */
export const exampleSegmentLabels: TranslationSegmentLabels = {
  source: 'Source (English)',
  target: 'Translation (German)',
  placeholders: 'Placeholders to keep',
  insert: (placeholder) => `Insert ${placeholder}`,
  missing: 'missing',
  needsReview: 'Needs review',
};

/** `Hello <b>{{firstName}}</b>, thanks for joining.` as parts. */
export const exampleSource: TranslationPart[] = [
  { kind: 'text', text: 'Hello ' },
  { kind: 'placeholder', text: '<b>' },
  { kind: 'placeholder', text: '{{firstName}}' },
  { kind: 'placeholder', text: '</b>' },
  { kind: 'text', text: ', thanks for joining.' },
];
