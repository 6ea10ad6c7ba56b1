import { type Template, type TemplateType, useApi } from '@qone/api-client';
import { Button, Modal, Select, Textarea, TextField, uiCopy, useToast } from '@qone/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { errorText } from '../../app/errors';
import { contentCopy } from '../../copy';
import { FormError } from '../../features/Auth';
import { TEMPLATE_TABS } from './view';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
`;

export interface NewTemplateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Unused until the admin picks: the type select starts at 'Select type'. */
  defaultType: TemplateType;
  onCreated: (template: Template) => void;
}

/** '+ New': name, description and type ('Select type' until chosen); the new draft opens in its editor. */
export function NewTemplateDialog({ open, onOpenChange, onCreated }: NewTemplateDialogProps) {
  const { useMutations } = useApi();
  const { createTemplate } = useMutations();
  const toast = useToast();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [type, setType] = useState<TemplateType | ''>('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const n = contentCopy.newTemplate;
  const nameProblem = name.trim() === '' ? n.nameRequired : undefined;
  const typeProblem = type === '' ? n.typeRequired : undefined;

  const reset = () => {
    setName('');
    setDescription('');
    setType('');
    setTouched(false);
    setFailure(null);
  };

  const submit = async () => {
    setTouched(true);
    if (nameProblem || typeProblem || type === '') return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await createTemplate({ name: name.trim(), description: description.trim(), type });
      toast.toast({ title: result.message, variant: 'success' });
      reset();
      onOpenChange(false);
      onCreated(result.data);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title={n.title}
      size="medium"
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{uiCopy.common.close}</Button>
          <Button variant="primary" type="submit" form="new-template-form" loading={busy}>
            {n.create}
          </Button>
        </>
      }
    >
      <Form
        id="new-template-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormError message={failure} />
        <TextField
          label={n.name}
          required
          maxLength={200}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={touched ? nameProblem : undefined}
        />
        <Textarea
          label={n.description}
          rows={3}
          maxLength={2000}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <Select
          label={n.type}
          required
          placeholder={n.typePlaceholder}
          value={type === '' ? undefined : type}
          options={TEMPLATE_TABS.map((value) => ({ value, label: n.types[value] }))}
          onValueChange={(value) => setType(value as TemplateType)}
          error={touched ? typeProblem : undefined}
        />
      </Form>
    </Modal>
  );
}
