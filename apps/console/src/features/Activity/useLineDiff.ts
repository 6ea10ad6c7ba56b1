import type { DiffLine } from '@qone/ui';
import { useEffect, useState } from 'react';
import type { LineDiff } from './entries';

/** The `diff` package's line diff, once fetched (one chunk for the whole console). */
let loaded: LineDiff | null = null;

async function load(): Promise<LineDiff> {
  const { diffLines } = await import('diff');
  // Whole lines on both sides (an empty text has none), so the last line compares like the others.
  const lines = (text: string) => (text === '' || text.endsWith('\n') ? text : `${text}\n`);
  loaded = (before, after) =>
    diffLines(lines(before), lines(after)).flatMap((part) => {
      const kind: DiffLine['kind'] = part.added ? 'added' : part.removed ? 'removed' : 'same';
      return part.value
        .replace(/\n$/, '')
        .split('\n')
        .map((text) => ({ kind, text }));
    });
  return loaded;
}

/**
 * The line diff for long texts, fetched the first time `wanted` holds (a timeline showing a long text): the `diff`
 * package stays out of a page's first load and of timelines without one. Null until it has arrived.
 */
export function useLineDiff(wanted: boolean): LineDiff | null {
  const [lineDiff, setLineDiff] = useState<LineDiff | null>(() => loaded);
  useEffect(() => {
    if (!wanted || lineDiff) return;
    let live = true;
    void load().then((diff) => {
      if (live) setLineDiff(() => diff);
    });
    return () => {
      live = false;
    };
  }, [wanted, lineDiff]);
  return lineDiff;
}
