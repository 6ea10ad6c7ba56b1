import { useState } from 'react';
import styled from 'styled-components';
import { errorText } from '../Auth';

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
 * failure's text for the dialog and rethrows, so the dialog stays open.
 */
export function useRecordDialog<Record>() {
  const [dialog, setDialog] = useState<RecordDialog<Record>>(null);
  const [failure, setFailure] = useState<string | null>(null);
  return {
    failure,
    open: (next: RecordDialog<Record>) => {
      setFailure(null);
      setDialog(next);
    },
    close: () => setDialog(null),
    attempt: async (change: () => Promise<unknown>) => {
      setFailure(null);
      try {
        await change();
      } catch (error) {
        setFailure(errorText(error));
        throw error;
      }
    },
    creating: dialog?.kind === 'create',
    editing: dialog?.kind === 'edit' ? dialog.record : undefined,
    deleting: dialog?.kind === 'delete' ? dialog.record : undefined,
  };
}
