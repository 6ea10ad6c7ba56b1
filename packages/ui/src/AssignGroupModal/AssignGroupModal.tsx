import { type ReactNode, useEffect, useState } from 'react';
import { FormModal } from '../internal/form-modal';
import { Select, type SelectOption } from '../Select';

export interface AssignGroupModalLabels {
  /** The dialog's heading, e.g. "Permission Group". */
  title: ReactNode;
  /** A line under the heading, e.g. whose group is changed. */
  description?: ReactNode;
  /** The select's label. */
  group: ReactNode;
  /** The select's text while nothing is chosen. */
  placeholder?: string;
  /** The submit button, e.g. "Save". */
  save: ReactNode;
}

export interface AssignGroupModalProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog asks to open or close (Close, ×, Escape, a successful save). */
  onOpenChange: (open: boolean) => void;
  /** The groups to choose from. */
  groups: readonly SelectOption[];
  /** The user's current group, chosen when the dialog opens; none when they have none. */
  currentGroupId?: string | null;
  /** The app's words. */
  labels: AssignGroupModalLabels;
  /** Saves the chosen group; the dialog closes when it resolves and stays open (showing `error`) when it rejects. */
  onSave: (groupId: string) => Promise<unknown>;
  /** Why the last save was refused (the server's text). */
  error?: ReactNode;
  /** Shown above the fields, e.g. a ConflictNotice when the record changed since the dialog opened. */
  notice?: ReactNode;
}

/**
 * Moves one user to another permission group. Save does nothing until a group other than the current one is chosen.
 */
export function AssignGroupModal({
  open,
  onOpenChange,
  groups,
  currentGroupId,
  labels,
  onSave,
  error,
  notice,
}: AssignGroupModalProps) {
  const [groupId, setGroupId] = useState(currentGroupId ?? '');
  useEffect(() => {
    if (open) setGroupId(currentGroupId ?? '');
  }, [open, currentGroupId]);
  const changed = groupId !== '' && groupId !== (currentGroupId ?? '');
  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title}
      description={labels.description}
      submitLabel={labels.save}
      canSubmit={changed}
      dirty={changed}
      onSubmit={() => onSave(groupId)}
      error={error}
      notice={notice}
    >
      <Select
        label={labels.group}
        options={groups}
        value={groupId === '' ? undefined : groupId}
        onValueChange={setGroupId}
        placeholder={labels.placeholder}
        required
      />
    </FormModal>
  );
}
AssignGroupModal.displayName = 'AssignGroupModal';
