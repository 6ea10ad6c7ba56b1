import { ConflictNotice } from '@qone/ui';
import type { ReactNode } from 'react';
import { commonCopy } from '../../copy';

const t = commonCopy.conflict;

/** A field of a record the notice compares: its name, and its value in a record. */
export interface ConflictField<Record> {
  label: ReactNode;
  value: (record: Record) => string | number | boolean | null | undefined;
}

const shown = (value: string | number | boolean | null | undefined): string => {
  if (value === true) return t.on;
  if (value === false) return t.off;
  return value === null || value === undefined || value === '' ? t.empty : String(value);
};

export interface RecordConflictProps<Record> {
  /** The record as it is now (the refusal's `current`). */
  current: Record;
  /** The record as the form read it, to list what the other person changed; nothing listed without it. */
  base?: Record | undefined;
  /** The fields to compare, in the form's order. */
  fields: readonly ConflictField<Record>[];
  onReload: () => void;
  onOverwrite: () => void;
  overwriting?: boolean;
}

/**
 * The one notice every edit form of the console shows when its save was refused because the record changed
 * meanwhile: the catalogue's words, the fields the other person changed (what they hold now), Reload and Overwrite.
 */
export function RecordConflict<Record>({
  current,
  base,
  fields,
  onReload,
  onOverwrite,
  overwriting = false,
}: RecordConflictProps<Record>) {
  const changes = base
    ? fields
        .filter((field) => field.value(base) !== field.value(current))
        .map((field) => ({ field: field.label, value: shown(field.value(current)) }))
    : [];
  return (
    <ConflictNotice
      labels={{ title: t.title, reload: t.reload, overwrite: t.overwrite, changes: t.changes }}
      changes={changes}
      onReload={onReload}
      onOverwrite={onOverwrite}
      overwriting={overwriting}
    >
      {t.message}
    </ConflictNotice>
  );
}
