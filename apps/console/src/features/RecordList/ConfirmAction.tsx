import { ConfirmDialog, type ConfirmDialogProps } from '@qone/ui';
import type { ReactNode } from 'react';
import { DialogErrorLine } from './DialogErrorLine';

export interface ConfirmActionProps extends Omit<ConfirmDialogProps, 'message'> {
  /** What the confirmation asks. */
  message: ReactNode;
  /** The text of the last try that failed (a useAction's `error`), shown under the message. */
  error: string | null;
}

/** A confirmation (delete, reset) whose failed try says why under its message and stays open. */
export function ConfirmAction({ message, error, ...rest }: ConfirmActionProps) {
  return (
    <ConfirmDialog
      {...rest}
      message={
        <>
          {message}
          {error ? <DialogErrorLine role="alert">{error}</DialogErrorLine> : null}
        </>
      }
    />
  );
}
