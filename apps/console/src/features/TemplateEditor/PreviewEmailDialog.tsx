import { useApi } from '@qone/api-client';
import { contentCopy } from '../../copy';
import { SendPreviewDialog } from './SendPreviewDialog';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

export interface PreviewEmailDialogProps {
  templateId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The editor has unsaved changes (the preview sends the saved template). */
  dirty: boolean;
}

/** 'Send Preview Email': an email-type input; the server mails the saved template with sample values. */
export function PreviewEmailDialog({ templateId, open, onOpenChange, dirty }: PreviewEmailDialogProps) {
  const { useMutations } = useApi();
  const { sendPreviewEmail } = useMutations();
  const c = contentCopy.previewEmail;
  return (
    <SendPreviewDialog
      open={open}
      onOpenChange={onOpenChange}
      title={c.title}
      description={dirty ? c.saveFirst : c.description}
      field={{ label: c.email, type: 'email', autoComplete: 'email' }}
      validate={(email) => (email === '' ? c.emailRequired : EMAIL.test(email) ? undefined : c.invalidEmail)}
      sendLabel={c.send}
      send={(email) => sendPreviewEmail(templateId, { email })}
    />
  );
}
