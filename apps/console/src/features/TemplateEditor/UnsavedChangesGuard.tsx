import { ConfirmDialog } from '@qone/ui';
import { useLeaveGuard } from '../../app/leave-guard';
import { contentCopy } from '../../copy';

/** Asks before leaving an editor with unsaved changes: inside the console (a dialog) and when closing the tab. */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const guard = useLeaveGuard(when);
  return (
    <ConfirmDialog
      open={guard.asking}
      onOpenChange={(open) => {
        if (!open) guard.stay();
      }}
      title={contentCopy.editor.unsaved}
      message={contentCopy.editor.leaveConfirm}
      confirmLabel={contentCopy.editor.leave}
      onConfirm={guard.proceed}
    />
  );
}
