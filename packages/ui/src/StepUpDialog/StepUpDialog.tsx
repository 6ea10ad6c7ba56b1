import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../Button';
import { uiCopy } from '../copy';
import { FormModal } from '../internal/form-modal';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';

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
  /**
   * Proves with the six digits of the user's authenticator app, instead of the password: given only for a user who
   * has one, it makes the dialog offer the switch (the kit's words, `uiCopy.stepUp`). Closes or stays open like
   * `onConfirm`.
   */
  onConfirmCode?: (code: string) => Promise<unknown>;
  /**
   * Proves with one of the user's passkeys or security keys (the app runs the browser's ceremony): given only for a
   * user who has one, it adds the kit's "Use a passkey or security key" button. The app closes the dialog when the
   * promise resolves; when it rejects the dialog stays open and the app shows why through `error`.
   */
  onConfirmKey?: () => Promise<unknown>;
  /** Called on Cancel, Escape and the ×: the action that asked is not completed. */
  onCancel: () => void;
  /** Why the last proof was refused, in the product's words (a wrong password, too many attempts). */
  error?: ReactNode;
}

/** The digits of a typed code: spaces (as some apps show "123 456") do not count. */
const digitsOf = (code: string) => code.replace(/\s+/g, '');

/**
 * Asks for the password again before an action that needs a fresh proof of identity (a step-up), or, for a user
 * with an authenticator app (`onConfirmCode`), the app's code instead, or a passkey or security key (`onConfirmKey`). Focus starts in the field and is trapped in
 * the dialog; Enter confirms, Escape cancels; the refusal shows above the field and the field is emptied for another
 * try.
 */
export function StepUpDialog({
  open,
  labels,
  onConfirm,
  onConfirmCode,
  onConfirmKey,
  onCancel,
  error,
}: StepUpDialogProps) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [withCode, setWithCode] = useState(false);
  const [keyBusy, setKeyBusy] = useState(false);
  // The form closes the dialog itself after a proof: that close is no cancel.
  const proved = useRef(false);
  useEffect(() => {
    if (open) {
      setPassword('');
      setCode('');
      setWithCode(false);
      setKeyBusy(false);
      proved.current = false;
    }
  }, [open]);
  const byCode = withCode && onConfirmCode !== undefined;
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
      canSubmit={byCode ? /^[0-9]{6}$/.test(digitsOf(code)) : password !== ''}
      onSubmit={async () => {
        try {
          if (byCode) await onConfirmCode(digitsOf(code));
          else await onConfirm(password);
          proved.current = true;
        } catch (failure) {
          setPassword('');
          setCode('');
          throw failure;
        }
      }}
      error={error}
    >
      {byCode ? (
        <TextField
          key="code"
          label={uiCopy.stepUp.code}
          hint={uiCopy.stepUp.codeHint}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9 ]*"
          maxLength={7}
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      ) : (
        <PasswordField
          key="password"
          label={labels.password}
          autoComplete="current-password"
          autoFocus={withCode}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      )}
      {onConfirmCode ? (
        <Button type="button" variant="link" size="small" onClick={() => setWithCode(!withCode)}>
          {withCode ? uiCopy.stepUp.usePassword : uiCopy.stepUp.useCode}
        </Button>
      ) : null}
      {onConfirmKey ? (
        <Button
          type="button"
          variant="link"
          size="small"
          loading={keyBusy}
          onClick={async () => {
            setKeyBusy(true);
            try {
              await onConfirmKey();
              proved.current = true;
            } catch {
              // The app shows why through `error`; the dialog stays open for another way.
            } finally {
              setKeyBusy(false);
            }
          }}
        >
          {uiCopy.stepUp.useKey}
        </Button>
      ) : null}
    </FormModal>
  );
}
StepUpDialog.displayName = 'StepUpDialog';
