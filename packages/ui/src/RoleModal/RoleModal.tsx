import type { ReactNode } from 'react';
import { type FieldErrors, FormModal, useDialogForm } from '../internal/form-modal';
import { Textarea } from '../Textarea';
import { TextField } from '../TextField';

export interface RoleValues extends Record<string, string> {
  role: string;
  description: string;
}

export interface RoleModalLabels {
  /** The dialog's heading, e.g. "Create New". */
  title: ReactNode;
  /** The role name field. */
  role: ReactNode;
  /** The description field. */
  description: ReactNode;
  /** The submit button when creating, e.g. "Create". */
  create: ReactNode;
  /** The submit button when editing, e.g. "Update". */
  update: ReactNode;
}

export interface RoleModalProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog asks to open or close (Close, ×, Escape, a successful submit). */
  onOpenChange: (open: boolean) => void;
  /** The role being edited; without it the dialog creates one. */
  role?: RoleValues;
  /** The app's words. */
  labels: RoleModalLabels;
  /** The longest text each field takes, in characters (the API's limits; no bound when left out). */
  limits?: { role?: number; description?: number };
  /** The app's rules: a message per field that is wrong. */
  validate?: (values: RoleValues) => FieldErrors<RoleValues>;
  /** Saves; the dialog closes when it resolves and stays open (showing `error`) when it rejects. */
  onSubmit: (values: RoleValues) => Promise<unknown>;
  /** Why the last submit was refused (the server's text). */
  error?: ReactNode;
  /** Shown above the fields, e.g. a ConflictNotice when the record changed since the dialog opened. */
  notice?: ReactNode;
}

const EMPTY: RoleValues = { role: '', description: '' };

/**
 * Creates or edits a user role: its name and description. The submit button says Create or Update and is enabled
 * once something changed and the app's rules accept it.
 */
export function RoleModal({
  open,
  onOpenChange,
  role,
  labels,
  limits,
  validate,
  onSubmit,
  error,
  notice,
}: RoleModalProps) {
  const form = useDialogForm(role ?? EMPTY, validate, open);
  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title}
      submitLabel={role ? labels.update : labels.create}
      canSubmit={form.isDirty && form.isValid}
      dirty={form.isDirty}
      onSubmit={() => onSubmit(form.values)}
      error={error}
      notice={notice}
    >
      <TextField
        label={labels.role}
        required
        value={form.values.role}
        error={form.errorOf('role')}
        onChange={(event) => form.set('role', event.target.value)}
        onBlur={() => form.touch('role')}
        maxLength={limits?.role}
      />
      <Textarea
        label={labels.description}
        value={form.values.description}
        error={form.errorOf('description')}
        onChange={(event) => form.set('description', event.target.value)}
        onBlur={() => form.touch('description')}
        rows={3}
        maxLength={limits?.description}
      />
    </FormModal>
  );
}
RoleModal.displayName = 'RoleModal';
