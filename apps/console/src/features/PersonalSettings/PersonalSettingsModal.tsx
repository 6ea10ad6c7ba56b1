import { copy, Modal } from '@qone/ui';

export interface PersonalSettingsModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Personal Settings (SPEC 2.9): minimal version, the form follows. */
export function PersonalSettingsModal({ open, onOpenChange }: PersonalSettingsModalProps) {
  return <Modal open={open} onOpenChange={onOpenChange} title={copy.personalSettings.title} />;
}
