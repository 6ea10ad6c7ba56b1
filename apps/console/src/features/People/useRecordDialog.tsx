import { useState } from 'react';
import styled from 'styled-components';
import { errorText } from '../../app/errors';
import { isConflict, useConflict } from '../Conflict';

/** A failed change's text under a dialog's message (the delete confirmations). */
export const DialogErrorLine = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.space100};
  color: ${({ theme }) => theme.color.dangerFg};
`;

/** Which dialog of a table of records is open: adding one, or editing or deleting the record it names. */
export type RecordDialog<Record> = { kind: 'create' } | { kind: 'edit' | 'delete'; record: Record } | null;

/**
 * The dialogs of a page listing records (roles, permission groups): which one is open, and the text of the last
 * change that failed, cleared when a dialog opens or a change is tried again. `attempt` runs a change, keeps its
 * failure's text for the dialog and rethrows, so the dialog stays open. An edit saved through `conflict.save` that
 * is refused because someone else changed the record meanwhile shows no failure text: the dialog shows a
 * RecordConflict instead, whose Reload (`reload`) puts the record as it is now into the dialog and whose Overwrite
 * (`overwrite`) saves the same edits again over it.
 */
export function useRecordDialog<Record extends { version: number }>() {
  const [dialog, setDialog] = useState<RecordDialog<Record>>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const conflict = useConflict<Record>();
  const attempt = async (change: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await change();
    } catch (error) {
      if (!isConflict(error)) setFailure(errorText(error));
      throw error;
    }
  };
  return {
    failure,
    open: (next: RecordDialog<Record>) => {
      setFailure(null);
      conflict.clear();
      setDialog(next);
    },
    close: () => setDialog(null),
    attempt,
    conflict,
    reload: () => {
      if (conflict.current) setDialog({ kind: 'edit', record: conflict.current });
      conflict.clear();
    },
    /** Overwrite: the refused edit saved again on the current version; the dialog closes once it is saved. */
    overwrite: () =>
      attempt(conflict.overwrite).then(
        () => setDialog(null),
        // A failure shows in the dialog (its text, or a newer conflict's notice).
        () => undefined,
      ),
    creating: dialog?.kind === 'create',
    editing: dialog?.kind === 'edit' ? dialog.record : undefined,
    deleting: dialog?.kind === 'delete' ? dialog.record : undefined,
  };
}
