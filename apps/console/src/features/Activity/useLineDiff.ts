import { useEffect, useState } from 'react';
import type { LineDiff } from './entries';

/** The `diff` package's line diff, once fetched (its own chunk, shared with the template history). */
let loaded: LineDiff | null = null;

async function load(): Promise<LineDiff> {
  loaded = (await import('./lineDiff')).lineDiff;
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
