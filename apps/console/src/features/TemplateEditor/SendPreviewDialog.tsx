import { Button, Modal, TextField, uiCopy } from '@qone/ui';
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { useAction } from '../../app/useAction';
import { FormError } from '../Auth';

export interface SendPreviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The one field: its label, its help text (who may receive it), its input attributes (type, inputMode, …). */
  field: { label: string; hint?: string } & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'autoComplete'
  >;
  /** The field's problem, or undefined when it may be sent. */
  validate: (value: string) => string | undefined;
  sendLabel: string;
  /** Sends to the (trimmed) value and answers the server's message. */
  send: (value: string) => Promise<{ message: string }>;
  /** More fields under the address (e.g. the email preview's language). */
  children?: ReactNode;
}

/**
 * 'Send Preview Email' and 'Send Preview SMS': one address, checked as it is typed, sent on submit; the server's
 * message as a toast, or its error in the dialog.
 */
export function SendPreviewDialog({
  open,
  onOpenChange,
  title,
  description,
  field,
  validate,
  sendLabel,
  send,
  children,
}: SendPreviewDialogProps) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = validate(value.trim());
  const formId = `send-preview-${field.type ?? 'text'}`;

  const sending = useAction({ run: send, success: (result) => result.message });
  const busy = sending.pending;
  const failure = sending.error;
  const submit = () => {
    setTouched(true);
    if (problem) return;
    sending.run(value.trim()).then(
      () => onOpenChange(false),
      () => undefined,
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setTouched(false);
          sending.reset();
        }
        onOpenChange(next);
      }}
      title={title}
      description={description}
      size="small"
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{uiCopy.common.close}</Button>
          <Button variant="primary" type="submit" form={formId} loading={busy}>
            {sendLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormError message={failure} />
        <TextField
          {...field}
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched ? problem : undefined}
        />
        {children}
      </form>
    </Modal>
  );
}
