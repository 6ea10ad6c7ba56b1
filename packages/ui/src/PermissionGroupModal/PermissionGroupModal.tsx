import type { ReactNode } from 'react';
import { type FieldErrors, FormModal, useDialogForm } from '../internal/form-modal';
import { Textarea } from '../Textarea';
import { TextField } from '../TextField';

export interface PermissionGroupValues extends Record<string, string> {
  name: string;
  description: string;
}

export interface PermissionGroupModalLabels {
  /** The dialog's heading. */
  title: ReactNode;
  /** The name field. */
  name: ReactNode;
  /** The description field. */
  description: ReactNode;
  /** A line under the description, e.g. how long it must be. */
  descriptionHint?: ReactNode;
  /** The submit button, e.g. "Save". */
  submit: ReactNode;
}

export interface PermissionGroupModalProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog asks to open or close (Close, ×, Escape, a successful submit). */
  onOpenChange: (open: boolean) => void;
  /** The group being edited; without it the dialog creates one. */
  group?: PermissionGroupValues;
  /** The app's words. */
  labels: PermissionGroupModalLabels;
  /** The longest text each field takes, in characters (the API's limits; no bound when left out). */
  limits?: { name?: number; description?: number };
  /** The app's rules (create and edit may differ): a message per field that is wrong. */
  validate?: (values: PermissionGroupValues) => FieldErrors<PermissionGroupValues>;
  /** Saves; the dialog closes when it resolves and stays open (showing `error`) when it rejects. */
  onSubmit: (values: PermissionGroupValues) => Promise<unknown>;
  /** Why the last submit was refused (the server's text, e.g. a taken name). */
  error?: ReactNode;
  /** Shown above the fields, e.g. a ConflictNotice when the record changed since the dialog opened. */
  notice?: ReactNode;
}

const EMPTY: PermissionGroupValues = { name: '', description: '' };

/**
 * Creates a permission group or edits its name and description. Save is enabled only once something changed and
 * the app's rules accept it; the rules' messages show under a field once the user has been there.
 */
export function PermissionGroupModal({
  open,
  onOpenChange,
  group,
  labels,
  limits,
  validate,
  onSubmit,
  error,
  notice,
}: PermissionGroupModalProps) {
  const form = useDialogForm(group ?? EMPTY, validate, open);
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
        required
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
PermissionGroupModal.displayName = 'PermissionGroupModal';
