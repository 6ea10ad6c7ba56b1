import type { DiffLine } from '@qone/ui';
import { diffLines } from 'diff';

/** Whole lines on both sides (an empty text has none), so the last line compares like the others. */
const whole = (text: string) => (text === '' || text.endsWith('\n') ? text : `${text}\n`);

/** Line-by-line differences from `before` to `after` (the `diff` package: loaded lazily, see useLineDiff). */
export function lineDiff(before: string, after: string): DiffLine[] {
  return diffLines(whole(before), whole(after)).flatMap((part) => {
    const kind: DiffLine['kind'] = part.added ? 'added' : part.removed ? 'removed' : 'same';
    return part.value
      .replace(/\n$/, '')
      .split('\n')
      .map((text) => ({ kind, text }));
  });
}
