import { type Template, type TemplateType, useApi } from '@qone/api-client';
import { Button, Modal, Select, Textarea, TextField, uiCopy } from '@qone/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useAction } from '../../app/useAction';
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
  /** The type the dialog opens with: the tab the admin is on. */
  defaultType: TemplateType;
  onCreated: (template: Template) => void;
}

/** '+ New': name, description and type (the current tab's, until the admin picks another); the draft opens in its editor. */
export function NewTemplateDialog({ open, onOpenChange, defaultType, onCreated }: NewTemplateDialogProps) {
  const { useMutations } = useApi();
  const { createTemplate } = useMutations();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [type, setType] = useState<TemplateType>(defaultType);
  const [touched, setTouched] = useState(false);
  const create = useAction({
    run: (body: { name: string; description: string; type: TemplateType }) => createTemplate(body),
    success: (result) => result.message,
  });
  const n = contentCopy.newTemplate;
  const nameProblem = name.trim() === '' ? n.nameRequired : undefined;

  // Each opening starts on the tab the admin is on.
  useEffect(() => {
    if (open) setType(defaultType);
  }, [open, defaultType]);

  const reset = () => {
    setName('');
    setDescription('');
    setTouched(false);
    create.reset();
  };

  const submit = async () => {
    setTouched(true);
    if (nameProblem) return;
    const result = await create.run({ name: name.trim(), description: description.trim(), type });
    reset();
    onOpenChange(false);
    onCreated(result.data);
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
          <Button variant="primary" type="submit" form="new-template-form" loading={create.pending}>
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
          // A refusal shows in the form (useAction's error); the dialog stays open.
          submit().catch(() => undefined);
        }}
      >
        <FormError message={create.error} />
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
          value={type}
          options={TEMPLATE_TABS.map((value) => ({ value, label: n.types[value] }))}
          onValueChange={(value) => setType(value as TemplateType)}
        />
      </Form>
    </Modal>
  );
}
