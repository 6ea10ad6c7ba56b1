import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { PasswordField } from '../PasswordField';
import { Select } from '../Select';
import { StatusBadge } from '../StatusBadge';
import { TextField } from '../TextField';

export type IntegrationKind = 'email' | 'sms';

export interface IntegrationValues {
  type: IntegrationKind;
  provider: string;
  name: string;
  /** The sender (an address for email, a sender id for SMS): a setting, returned as stored. */
  sender: string;
  /** A new API key, or `null` to keep the stored one (it is never shown again). */
  apiKey: string | null;
}

export interface IntegrationDialogLabels {
  addTitle: string;
  editTitle: string;
  type: string;
  types: Record<IntegrationKind, string>;
  provider: string;
  name: string;
  sender: string;
  apiKey: string;
  /** Said of a stored key, e.g. “set”. */
  apiKeySet: string;
  /** The button that asks for a new key, e.g. “Replace”. */
  replace: string;
  /** Explains that the key is never shown again. */
  apiKeyHint: string;
  save: string;
  cancel: string;
  /** Messages of the form's own checks. */
  nameRequired: string;
  providerRequired: string;
}

export interface IntegrationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The integration being edited; absent to add one. */
  initial?: Omit<IntegrationValues, 'apiKey'> & { apiKeySet: boolean };
  /** The providers offered per type. */
  providers: Record<IntegrationKind, readonly string[]>;
  labels: IntegrationDialogLabels;
  /** The longest text each field takes, in characters (the API's limits; no bound when left out). */
  limits?: { name?: number; sender?: number; apiKey?: number };
  /** Saves; the dialog stays open while it runs and shows `error` if it fails. */
  onSubmit: (values: IntegrationValues) => Promise<void> | void;
  /** The server's message after a failed save. */
  error?: ReactNode;
  /** Shown above the fields, e.g. a ConflictNotice when the integration changed since the dialog opened. */
  notice?: ReactNode;
  /** The save is running. */
  submitting?: boolean;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
`;

const KeyRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space150};
`;

const KeyLabel = styled.span`
  font-weight: ${({ theme }) => theme.font.weightSemibold};
`;

const empty = (type: IntegrationKind, providers: Record<IntegrationKind, readonly string[]>) => ({
  type,
  provider: providers[type][0] ?? '',
  name: '',
  sender: '',
});

/**
 * Adds or edits an email or SMS integration. The API key is write-only: a stored key shows as set with a Replace
 * button, and is sent only when a new one is typed.
 */
export function IntegrationDialog({
  open,
  onOpenChange,
  initial,
  providers,
  labels,
  limits,
  onSubmit,
  error,
  notice,
  submitting = false,
}: IntegrationDialogProps) {
  const formId = useId();
  const [values, setValues] = useState(() => initial ?? empty('email', providers));
  const [apiKey, setApiKey] = useState('');
  const [replacing, setReplacing] = useState(!initial?.apiKeySet);
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (!open) return;
    setValues(initial ?? empty('email', providers));
    setApiKey('');
    setReplacing(!initial?.apiKeySet);
    setTouched(false);
  }, [open, initial, providers]);

  const nameError = touched && values.name.trim() === '' ? labels.nameRequired : undefined;
  const providerError = touched && values.provider === '' ? labels.providerRequired : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (values.name.trim() === '' || values.provider === '') return;
    await onSubmit({
      ...values,
      name: values.name.trim(),
      sender: values.sender.trim(),
      apiKey: replacing && apiKey !== '' ? apiKey : null,
    });
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={initial ? labels.editTitle : labels.addTitle}
      size="medium"
      disableBackdropClose
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{labels.cancel}</Button>
          <Button type="submit" form={formId} variant="primary" loading={submitting}>
            {labels.save}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} noValidate>
        {notice}
        {error ? <Alert variant="danger">{error}</Alert> : null}
        <Select
          label={labels.type}
          value={values.type}
          disabled={Boolean(initial)}
          options={(['email', 'sms'] as const).map((kind) => ({ value: kind, label: labels.types[kind] }))}
          onValueChange={(type) =>
            setValues({ ...values, ...empty(type as IntegrationKind, providers), name: values.name })
          }
        />
        <Select
          label={labels.provider}
          required
          value={values.provider}
          error={providerError}
          options={providers[values.type].map((provider) => ({ value: provider, label: provider }))}
          onValueChange={(provider) => setValues({ ...values, provider })}
        />
        <TextField
          label={labels.name}
          required
          value={values.name}
          error={nameError}
          maxLength={limits?.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
        />
        <TextField
          label={labels.sender}
          value={values.sender}
          maxLength={limits?.sender}
          onChange={(event) => setValues({ ...values, sender: event.target.value })}
        />
        {replacing ? (
          <PasswordField
            label={labels.apiKey}
            hint={labels.apiKeyHint}
            value={apiKey}
            autoComplete="off"
            maxLength={limits?.apiKey}
            onChange={(event) => setApiKey(event.target.value)}
          />
        ) : (
          <KeyRow>
            <KeyLabel>{labels.apiKey}</KeyLabel>
            <StatusBadge tone="success">{labels.apiKeySet}</StatusBadge>
            <Button size="small" onClick={() => setReplacing(true)}>
              {labels.replace}
            </Button>
          </KeyRow>
        )}
      </Form>
    </Modal>
  );
}
IntegrationDialog.displayName = 'IntegrationDialog';
