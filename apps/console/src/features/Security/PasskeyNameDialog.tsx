import { Alert, Button, Modal, TextField } from '@qone/ui';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { securityCopy } from '../../copy';

const t = securityCopy.passkeys;

/** The contract's `PasskeyName`: 1 to 64 characters, not only spaces. */
const NAME_MAX = 64;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
`;

export interface PasskeyNameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** A sentence under the title. */
  description?: string;
  /** The name the field starts with. */
  initialName: string;
  /** The primary button's words. */
  submitLabel: string;
  /** Called with the trimmed name. */
  onSubmit: (name: string) => void;
  /** The last try's failure (the server's or the browser's words). */
  error: string | null;
  loading: boolean;
}

/** Names a passkey: before the browser makes it (Add a passkey), or again (Rename). */
export function PasskeyNameDialog({
  open,
  onOpenChange,
  title,
  description,
  initialName,
  submitLabel,
  onSubmit,
  error,
  loading,
}: PasskeyNameDialogProps) {
  const [name, setName] = useState(initialName);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) {
      setName(initialName);
      setTouched(false);
    }
  }, [open, initialName]);
  const trimmed = name.trim();
  const invalid = trimmed === '' ? t.nameRequired : trimmed.length > NAME_MAX ? t.nameTooLong : null;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setTouched(true);
    if (!invalid && !loading) onSubmit(trimmed);
  };
  return (
    <Modal
      title={title}
      {...(description ? { description } : {})}
      size="small"
      open={open}
      onOpenChange={(next) => {
        if (!loading) onOpenChange(next);
      }}
      disableBackdropClose
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={loading}>
            {t.cancel}
          </Button>
          <Button variant="primary" onClick={() => submit()} loading={loading}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Form noValidate onSubmit={submit}>
        {error ? <Alert variant="danger">{error}</Alert> : null}
        <TextField
          label={t.nameLabel}
          hint={t.nameHint}
          required
          autoComplete="off"
          maxLength={NAME_MAX}
          value={name}
          error={touched ? (invalid ?? undefined) : undefined}
          onChange={(event) => setName(event.target.value)}
          onBlur={() => setTouched(true)}
        />
      </Form>
    </Modal>
  );
}
