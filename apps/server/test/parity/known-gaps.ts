/**
 * Operations the server still answers 501 (no handler yet): the fake implements them, so the two cannot be compared
 * and they have no parity case. Whoever implements one on the server removes it here and adds its cases to
 * cases.ts; parity.test.ts fails while this list and the server's handlers disagree.
 */
export const knownGaps = [] as const;
