import { useRef, useState } from 'react';
import { useAction } from '../../app/useAction';
import { type ConflictField, RecordConflict, useConflict } from '../Conflict';

/** Which dialog of a table of records is open: adding one, or editing or deleting the record it names. */
export type RecordDialog<Record> = { kind: 'create' } | { kind: 'edit' | 'delete'; record: Record } | null;

/** The writes of a list of versioned records and what each one's toast says. */
export interface RecordWrites<Record, Values> {
  create: (values: Values) => Promise<unknown>;
  /** Saves `values` over `record` on `baseVersion` (the record's version, or the current one's on Overwrite). */
  update: (record: Record, values: Values, baseVersion: number) => Promise<unknown>;
  remove: (record: Record) => Promise<unknown>;
  created: (values: Values) => string;
  updated: (values: Values) => string;
  deleted: (record: Record) => string;
  /** What the conflict notice of an edit compares. */
  fields: readonly ConflictField<Record>[];
}

/**
 * A page listing records with a create/edit dialog and a delete confirmation (roles, permission groups, the next
 * ones): which dialog is open, the create-or-edit save and the delete through useAction (pending, the failure's text
 * in the open dialog, the toast), and an edit refused because someone else changed the record meanwhile: the dialog
 * shows a RecordConflict (`notice`) whose Reload puts the record as it is now into the dialog and whose Overwrite
 * saves the same edits over it.
 */
export function useRecordList<Record extends { version: number }, Values>(
  writes: RecordWrites<Record, Values>,
) {
  const [dialog, setDialog] = useState<RecordDialog<Record>>(null);
  const conflict = useConflict<Record>();
  const editing = dialog?.kind === 'edit' ? dialog.record : undefined;
  const deleting = dialog?.kind === 'delete' ? dialog.record : undefined;
  // The values of the last save, for the toast of an Overwrite that saves them again.
  const saved = useRef<Values | null>(null);

  const save = useAction({
    run: async (values: Values) => {
      saved.current = values;
      if (editing) {
        const record = editing;
        await conflict.save(record.version, (baseVersion) => writes.update(record, values, baseVersion));
      } else await writes.create(values);
      return values;
    },
    success: (values) => (editing ? writes.updated(values) : writes.created(values)),
  });
  const overwrite = useAction({
    run: async () => {
      await conflict.overwrite();
      return saved.current;
    },
    success: (values) => (values ? writes.updated(values) : undefined),
  });
  const remove = useAction({
    run: async (record: Record) => {
      await writes.remove(record);
      return record;
    },
    success: writes.deleted,
  });

  const open = (next: RecordDialog<Record>) => {
    save.reset();
    overwrite.reset();
    remove.reset();
    conflict.clear();
    setDialog(next);
  };
  const close = () => setDialog(null);

  return {
    open,
    close,
    creating: dialog?.kind === 'create',
    editing,
    deleting,
    /** The create/edit dialog's `onSubmit`: rejects on failure, so the dialog stays open. */
    submit: save.run,
    /** The delete confirmation's `onConfirm`. */
    confirmDelete: () => (deleting ? remove.run(deleting) : Promise.resolve(undefined)),
    /** The text of the create/edit dialog's last failure. */
    saveError: save.error ?? overwrite.error,
    /** The text of the delete confirmation's last failure. */
    deleteError: remove.error,
    /** The edit dialog's conflict notice, when its save was refused because the record changed meanwhile. */
    notice:
      editing && conflict.current ? (
        <RecordConflict
          current={conflict.current}
          base={editing}
          fields={writes.fields}
          onReload={() => {
            if (conflict.current) setDialog({ kind: 'edit', record: conflict.current });
            conflict.clear();
          }}
          onOverwrite={() => void overwrite.run().then(close, () => undefined)}
          overwriting={conflict.overwriting}
        />
      ) : null,
  };
}
