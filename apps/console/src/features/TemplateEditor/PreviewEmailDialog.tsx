import { useApi } from '@qone/api-client';
import { Button, Modal, TextField, uiCopy, useToast } from '@qone/ui';
import { useState } from 'react';
import { contentCopy } from '../../copy';
import { errorText, FormError } from '../Auth';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

export interface PreviewEmailDialogProps {
  templateId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The editor has unsaved changes (the preview sends the saved template). */
  dirty: boolean;
}

/** 'Send Preview Email': one email address (checked as typed); the server mails the saved template with samples. */
export function PreviewEmailDialog({ templateId, open, onOpenChange, dirty }: PreviewEmailDialogProps) {
  const { useMutations } = useApi();
  const { sendPreviewEmail } = useMutations();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const c = contentCopy.previewEmail;
  const problem =
    email.trim() === '' ? c.emailRequired : EMAIL.test(email.trim()) ? undefined : c.invalidEmail;

  const send = async () => {
    setTouched(true);
    if (problem) return;
    setSending(true);
    setFailure(null);
    try {
      const result = await sendPreviewEmail(templateId, { email: email.trim() });
      toast.toast({ title: result.message, variant: 'success' });
      onOpenChange(false);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setFailure(null);
          setTouched(false);
        }
        onOpenChange(next);
      }}
      title={c.title}
      description={dirty ? c.saveFirst : c.description}
      size="small"
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{uiCopy.common.close}</Button>
          <Button variant="primary" type="submit" form="preview-email-form" loading={sending}>
            {c.send}
          </Button>
        </>
      }
    >
      <form
        id="preview-email-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <FormError message={failure} />
        <TextField
          label={c.email}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched ? problem : undefined}
        />
      </form>
    </Modal>
  );
}
