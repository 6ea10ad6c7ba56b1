import type { ReactNode } from 'react';
import { type FieldErrors, FormModal, useDialogForm } from '../internal/form-modal';
import { Textarea } from '../Textarea';
import { TextField } from '../TextField';

export interface NameDescriptionValues extends Record<string, string> {
  name: string;
  description: string;
}

export interface NameDescriptionModalLabels {
  /** The dialog's heading. */
  title: ReactNode;
  /** The name field. */
  name: ReactNode;
  /** The description field. */
  description: ReactNode;
  /** A line under the description, e.g. how long it must be. */
  descriptionHint?: ReactNode;
  /** The submit button, e.g. "Save", or "Create" and "Update" as the record is new or not. */
  submit: ReactNode;
}

export interface NameDescriptionModalProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog asks to open or close (Close, ×, Escape, a successful submit). */
  onOpenChange: (open: boolean) => void;
  /** The record being edited; without it the dialog creates one. */
  record?: NameDescriptionValues;
  /** The app's words. */
  labels: NameDescriptionModalLabels;
  /** Whether the description must be given (marked required); a name always must. */
  descriptionRequired?: boolean;
  /** The longest text each field takes, in characters (the API's limits; no bound when left out). */
  limits?: { name?: number; description?: number };
  /** The app's rules (create and edit may differ): a message per field that is wrong. */
  validate?: (values: NameDescriptionValues) => FieldErrors<NameDescriptionValues>;
  /** Saves; the dialog closes when it resolves and stays open (showing `error`) when it rejects. */
  onSubmit: (values: NameDescriptionValues) => Promise<unknown>;
  /** Why the last submit was refused (the server's text, e.g. a taken name). */
  error?: ReactNode;
  /** Shown above the fields, e.g. a ConflictNotice when the record changed since the dialog opened. */
  notice?: ReactNode;
}

const EMPTY: NameDescriptionValues = { name: '', description: '' };

/**
 * Creates a record that is a name and a description (a permission group, a user role…) or edits one. The submit
 * button (the app's word: Save, Create, Update…) is enabled only once something changed and the app's rules accept it; the rules' messages show under a field once the user has been there.
 */
export function NameDescriptionModal({
  open,
  onOpenChange,
  record,
  labels,
  descriptionRequired = false,
  limits,
  validate,
  onSubmit,
  error,
  notice,
}: NameDescriptionModalProps) {
  const form = useDialogForm(record ?? EMPTY, validate, open);
  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title}
      submitLabel={labels.submit}
      canSubmit={form.isDirty && form.isValid}
      dirty={form.isDirty}
      onSubmit={() => onSubmit(form.values)}
      error={error}
      notice={notice}
    >
      <TextField
        label={labels.name}
        required
        value={form.values.name}
        error={form.errorOf('name')}
        onChange={(event) => form.set('name', event.target.value)}
        onBlur={() => form.touch('name')}
        maxLength={limits?.name}
      />
      <Textarea
        label={labels.description}
        required={descriptionRequired}
        hint={labels.descriptionHint}
        value={form.values.description}
        error={form.errorOf('description')}
        onChange={(event) => form.set('description', event.target.value)}
        onBlur={() => form.touch('description')}
        rows={4}
        maxLength={limits?.description}
      />
    </FormModal>
  );
}
NameDescriptionModal.displayName = 'NameDescriptionModal';
