import { currentRecordOf } from '@qone/api-client';
import { useCallback, useState } from 'react';

interface Refused<Current, Base, Result> {
  /** The record as it is now. */
  current: Current;
  /** The refused save, to run again on another version. */
  write: (baseVersion: Base) => Promise<Result>;
}

/**
 * The saves of one edit form of a versioned record (see `BaseVersion` in openapi.yaml). `save(baseVersion, write)`
 * runs `write` on the version the form read; when the server refuses it because someone else saved meanwhile (409
 * with `current`), it keeps the record as it is now and the refused save, and rethrows so the form stays open.
 * The form then shows a RecordConflict: Reload takes `current` into the form (and `clear`s), Overwrite runs the same
 * save again on `current.version`.
 */
export function useConflict<Current extends { version: number }>() {
  return useConflictOn<Current, number>(versionOf);
}

const versionOf = (record: { version: number }) => record.version;

/**
 * `useConflict` for a save whose base is not the answered record's own `version` (a legal text's draft: the
 * document answers, the draft's version, or null without a draft, is the base): `baseOf` reads it from `current`.
 */
export function useConflictOn<Current extends { version: number }, Base, Result = unknown>(
  baseOf: (current: Current) => Base,
) {
  const [refused, setRefused] = useState<Refused<Current, Base, Result> | null>(null);
  const [overwriting, setOverwriting] = useState(false);

  const save = useCallback(async (baseVersion: Base, write: (baseVersion: Base) => Promise<Result>) => {
    setRefused(null);
    try {
      return await write(baseVersion);
    } catch (error) {
      const current = currentRecordOf<Current>(error);
      if (current) setRefused({ current, write });
      throw error;
    }
  }, []);

  /**
   * Saves the same edits over the other change and answers what that save answers; a new refusal replaces the
   * notice's record and rethrows.
   */
  const overwrite = useCallback(async (): Promise<Result | undefined> => {
    if (!refused) return undefined;
    setOverwriting(true);
    try {
      return await save(baseOf(refused.current), refused.write);
    } finally {
      setOverwriting(false);
    }
  }, [refused, save, baseOf]);

  const clear = useCallback(() => setRefused(null), []);

  return { current: refused?.current, overwriting, save, overwrite, clear };
}
