import { type ReactNode, useEffect, useRef, useState } from 'react';
import { uiCopy } from '../copy';
import { FormModal } from '../internal/form-modal';
import { PasswordField } from '../PasswordField';

/** The words of the dialog: the app's own (the kit knows no app's text). */
export interface StepUpDialogLabels {
  /** The heading, e.g. "Confirm it's you". */
  title: ReactNode;
  /** Why it asks, e.g. "Enter your password to continue." */
  description: ReactNode;
  /** The password field's label. */
  password: ReactNode;
  /** The confirming button, e.g. "Confirm". */
  confirm: ReactNode;
  /** The cancelling button; the kit's "Cancel" by default. */
  cancel?: ReactNode;
}

export interface StepUpDialogProps {
  /** Whether the dialog is open (controlled: the app opens it when an action needs a fresh proof). */
  open: boolean;
  labels: StepUpDialogLabels;
  /**
   * Proves with the password. The dialog closes when the promise resolves and stays open (for `error`) when it
   * rejects.
   */
  onConfirm: (password: string) => Promise<unknown>;
  /** Called on Cancel, Escape and the ×: the action that asked is not completed. */
  onCancel: () => void;
  /** Why the last proof was refused, in the product's words (a wrong password, too many attempts). */
  error?: ReactNode;
}

/**
 * Asks for the password again before an action that needs a fresh proof of identity (a step-up). Focus starts in
 * the password field and is trapped in the dialog; Enter confirms, Escape cancels; the refusal shows above the field
 * and the field is emptied for another try.
 */
export function StepUpDialog({ open, labels, onConfirm, onCancel, error }: StepUpDialogProps) {
  const [password, setPassword] = useState('');
  // The form closes the dialog itself after a proof: that close is no cancel.
  const proved = useRef(false);
  useEffect(() => {
    if (open) {
      setPassword('');
      proved.current = false;
    }
  }, [open]);
  return (
    <FormModal
      open={open}
      onOpenChange={(next) => {
        if (!next && !proved.current) onCancel();
      }}
      title={labels.title}
      description={labels.description}
      size="small"
      submitLabel={labels.confirm}
      closeLabel={labels.cancel ?? uiCopy.common.cancel}
      canSubmit={password !== ''}
      onSubmit={async () => {
        try {
          await onConfirm(password);
          proved.current = true;
        } catch (failure) {
          setPassword('');
          throw failure;
        }
      }}
      error={error}
    >
      <PasswordField
        label={labels.password}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
    </FormModal>
  );
}
StepUpDialog.displayName = 'StepUpDialog';
