import type { ToastOptions } from '@qone/ui';
import { useRef, useState } from 'react';
import { useAction } from '../../app/useAction';
import { type ConflictField, RecordConflict, useConflict } from '../Conflict';

/** Which dialog of a table of records is open: adding one, or editing or deleting the record it names. */
export type RecordDialog<Record> = { kind: 'create' } | { kind: 'edit' | 'delete'; record: Record } | null;

type Said = string | ToastOptions | undefined;

/** The writes of a list of versioned records and what each one's toast says (no toast where one is left out). */
export interface RecordWrites<Record, Values, Created = unknown, Updated = unknown, Removed = unknown> {
  create: (values: Values) => Promise<Created>;
  /** Saves `values` over `record` on `baseVersion` (the record's version, or the current one's on Overwrite). */
  update: (record: Record, values: Values, baseVersion: number) => Promise<Updated>;
  remove?: (record: Record) => Promise<Removed>;
  created?: (values: Values, answer: Created) => Said;
  updated?: (values: Values, answer: Updated) => Said;
  deleted?: (record: Record, answer: Removed) => Said;
  /** What the conflict notice of an edit compares. */
  fields: readonly ConflictField<Record>[];
  /** A dialog opens on `record` (none for a new one): a page with a form of its own fills it from the record. */
  onOpen?: (record: Record | undefined) => void;
}

/**
 * A page listing records with a create/edit dialog and a delete confirmation (roles, permission groups, domains,
 * mailers, communication integrations, the next ones): which dialog is open, the create-or-edit save and the
 * delete through useAction (pending, the failure's text in the open dialog, the toast), and an edit refused because
 * someone else changed the record meanwhile: the dialog shows a RecordConflict (`notice`) whose Reload puts the
 * record as it is now into the dialog and whose Overwrite saves the same edits over it and closes the dialog.
 * `submit` resolves once saved and rejects on a failure, so a kit dialog that awaits it closes or stays open; a page
 * whose dialog does not close itself closes it with `submitAndClose`.
 */
export function useRecordList<
  Record extends { version: number },
  Values,
  Created = unknown,
  Updated = unknown,
  Removed = unknown,
>(writes: RecordWrites<Record, Values, Created, Updated, Removed>) {
  const [dialog, setDialog] = useState<RecordDialog<Record>>(null);
  const conflict = useConflict<Record>();
  const editing = dialog?.kind === 'edit' ? dialog.record : undefined;
  const deleting = dialog?.kind === 'delete' ? dialog.record : undefined;
  // The values of the last save, for the toast of an Overwrite that saves them again.
  const saved = useRef<Values | null>(null);

  type Saved = { values: Values } & ({ created: Created } | { updated: Updated });
  const said = ({ values, ...answer }: Saved) =>
    'created' in answer ? writes.created?.(values, answer.created) : writes.updated?.(values, answer.updated);

  const save = useAction({
    run: async (values: Values): Promise<Saved> => {
      saved.current = values;
      if (editing) {
        const record = editing;
        const updated = await conflict.save(record.version, (baseVersion) =>
          writes.update(record, values, baseVersion),
        );
        return { values, updated: updated as Updated };
      }
      return { values, created: await writes.create(values) };
    },
    success: said,
  });
  const overwrite = useAction({
    run: async (): Promise<Saved | undefined> => {
      const updated = await conflict.overwrite();
      return saved.current === null ? undefined : { values: saved.current, updated: updated as Updated };
    },
    success: (answer) => (answer ? said(answer) : undefined),
  });
  const remove = useAction({
    run: async (record: Record) => writes.remove?.(record) as Promise<Removed>,
    success: (answer, record) => writes.deleted?.(record, answer),
  });

  const open = (next: RecordDialog<Record>) => {
    save.reset();
    overwrite.reset();
    remove.reset();
    conflict.clear();
    if (next?.kind !== 'delete') writes.onOpen?.(next?.kind === 'edit' ? next.record : undefined);
    setDialog(next);
  };
  const close = () => setDialog(null);

  return {
    open,
    close,
    creating: dialog?.kind === 'create',
    editing,
    deleting,
    /** Whether the create/edit dialog is open. */
    editorOpen: dialog?.kind === 'create' || dialog?.kind === 'edit',
    /** Whether a save (or its Overwrite) runs. */
    saving: save.pending || overwrite.pending,
    /** The create/edit dialog's `onSubmit`: rejects on failure, so the dialog stays open. */
    submit: save.run,
    /** Saves, then closes the dialog (a dialog that does not close itself). */
    submitAndClose: (values: Values) => save.run(values).then(close, () => undefined),
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
            if (conflict.current) open({ kind: 'edit', record: conflict.current });
          }}
          onOverwrite={() => void overwrite.run().then(close, () => undefined)}
          overwriting={conflict.overwriting}
        />
      ) : null,
  };
}
