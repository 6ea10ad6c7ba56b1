import { ConfirmDialog } from '@qone/ui';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { contentCopy } from '../../copy';

/** Asks before leaving an editor with unsaved changes: inside the console (a dialog) and when closing the tab. */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={contentCopy.editor.unsaved}
      message={contentCopy.editor.leaveConfirm}
      confirmLabel={contentCopy.editor.leave}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
