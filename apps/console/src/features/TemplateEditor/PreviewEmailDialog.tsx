import { useApi } from '@qone/api-client';
import { Select } from '@qone/ui';
import { useState } from 'react';
import { contentCopy, languagesCopy } from '../../copy';
import { isEmail } from '../../forms/patterns';
import { SendPreviewDialog } from './SendPreviewDialog';

export interface PreviewEmailDialogProps {
  templateId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The editor has unsaved changes (the preview sends the saved template). */
  dirty: boolean;
}

/**
 * 'Send Preview Email': an email-type input and the language to send it in (the company's enabled languages, its
 * default first chosen); the server mails the saved template, translated where it has translations, with sample
 * values.
 */
export function PreviewEmailDialog({ templateId, open, onOpenChange, dirty }: PreviewEmailDialogProps) {
  const { useMutations, useLanguages } = useApi();
  const { sendPreviewEmail } = useMutations();
  const languages = useLanguages();
  const enabled = (languages.data ?? []).filter((language) => language.enabled);
  const [chosen, setChosen] = useState<string | null>(null);
  const lang = chosen ?? enabled.find((language) => language.default)?.code ?? '';
  const c = contentCopy.previewEmail;
  const p = languagesCopy.previewMail;
  return (
    <SendPreviewDialog
      open={open}
      onOpenChange={onOpenChange}
      title={c.title}
      description={dirty ? c.saveFirst : c.description}
      field={{ label: c.email, hint: c.recipients, type: 'email', autoComplete: 'email' }}
      validate={(email) => (email === '' ? c.emailRequired : isEmail(email) ? undefined : c.invalidEmail)}
      sendLabel={c.send}
      send={(email) => sendPreviewEmail(templateId, { email, ...(lang ? { lang } : {}) })}
    >
      {enabled.length > 1 ? (
        <Select
          label={p.language}
          hint={p.hint}
          options={enabled.map((language) => ({ value: language.code, label: language.name }))}
          value={lang}
          onValueChange={setChosen}
        />
      ) : null}
    </SendPreviewDialog>
  );
}
