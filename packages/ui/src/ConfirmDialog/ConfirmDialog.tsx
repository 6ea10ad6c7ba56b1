import { AlertDialog } from 'radix-ui';
import { type ReactElement, type ReactNode, type Ref, type RefObject, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { uiCopy } from '../copy';
import {
  dialogDescriptionStyles,
  dialogFooterStyles,
  dialogTitleStyles,
  overlayStyles,
  panelStyles,
  useReturnFocus,
} from '../internal/dialog';

const Overlay = styled(AlertDialog.Overlay)`
  ${overlayStyles}
`;

const Panel = styled(AlertDialog.Content)<{ $width: 'modalSmall' }>`
  ${panelStyles}
`;

const Content = styled.div`
  padding: ${({ theme }) => theme.space.space200};
`;

const Title = styled(AlertDialog.Title)`
  ${dialogTitleStyles}
`;

const Message = styled(AlertDialog.Description)`
  ${dialogDescriptionStyles}
  margin-top: ${({ theme }) => theme.space.space100};
  color: ${({ theme }) => theme.color.fgDefault};
  overflow-wrap: anywhere;
`;

const Footer = styled.div`
  ${dialogFooterStyles}
`;

export interface ConfirmDialogProps {
  /** The question's heading; defaults to "Delete Confirmation". */
  title?: ReactNode;
  /** The question, e.g. "Delete the draft “Spring newsletter”? This cannot be undone." */
  message: ReactNode;
  /** The confirming button's label; defaults to "Delete". */
  confirmLabel?: ReactNode;
  /** The cancelling button's label; defaults to "Cancel". */
  cancelLabel?: ReactNode;
  /** `danger` for destructive confirmations (the default), `primary` for others. */
  variant?: 'danger' | 'primary';
  /**
   * Called on confirm. Return a promise to keep the dialog open and busy until it settles: it closes when the
   * promise resolves and stays open (for the caller to show the error) when it rejects.
   */
  onConfirm: () => unknown;
  /** Called on Cancel and Escape. */
  onCancel?: () => void;
  /** Shows the confirm button busy, when the caller tracks the request itself. */
  loading?: boolean;
  /** The action cannot be taken now (the message says why, e.g. a group still has members): confirm is disabled. */
  confirmDisabled?: boolean;
  /** Whether the dialog is open, when controlled. */
  open?: boolean;
  /** Whether the dialog starts open, when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  /** Where focus goes on close when the dialog was not opened by `trigger` (e.g. a row's "…" button). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** The dialog element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Asks the user to confirm an action, typically a deletion. It is an `alertdialog`: focus starts on Cancel (the
 * safe choice), is trapped inside, Escape cancels, a click outside does nothing, focus returns on close.
 */
export function ConfirmDialog({
  title = uiCopy.confirmDialog.title,
  message,
  confirmLabel = uiCopy.common.delete,
  cancelLabel = uiCopy.common.cancel,
  variant = 'danger',
  onConfirm,
  onCancel,
  loading = false,
  confirmDisabled = false,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  returnFocusRef,
  ref,
}: ConfirmDialogProps) {
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const open = openProp ?? innerOpen;
  const busy = loading || pending;
  const onCloseAutoFocus = useReturnFocus(open, returnFocusRef);

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    if (busy || confirmDisabled) return;
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setPending(true);
    try {
      await result;
      setOpen(false);
    } catch {
      // The caller reports the failure; the dialog stays open so the user can retry or cancel.
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && busy) return;
        if (!next) onCancel?.();
        setOpen(next);
      }}
    >
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <Overlay />
        <Panel ref={ref} $width="modalSmall" onCloseAutoFocus={onCloseAutoFocus}>
          <Content>
            <Title>{title}</Title>
            <Message>{message}</Message>
          </Content>
          <Footer>
            <AlertDialog.Cancel asChild>
              <Button disabled={busy}>{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <Button variant={variant} loading={busy} disabled={confirmDisabled} onClick={confirm}>
              {confirmLabel}
            </Button>
          </Footer>
        </Panel>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
ConfirmDialog.displayName = 'ConfirmDialog';
