import { Dialog } from 'radix-ui';
import { type ReactElement, type ReactNode, type Ref, type RefObject, useRef } from 'react';
import styled from 'styled-components';
import { uiCopy } from '../copy';
import { XIcon } from '../Icon';
import { IconButton } from '../IconButton';
import {
  type DialogWidth,
  dialogDescriptionStyles,
  dialogFooterStyles,
  dialogTitleStyles,
  firstTabbable,
  overlayStyles,
  panelStyles,
  useOverflowing,
  useReturnFocus,
} from '../internal/dialog';

/** Widths from the modal tokens: small 400px, medium 560px, large 750px, xlarge 960px. */
export type ModalSize = 'small' | 'medium' | 'large' | 'xlarge';

const widths: Record<ModalSize, DialogWidth> = {
  small: 'modalSmall',
  medium: 'modalMedium',
  large: 'modalLarge',
  xlarge: 'modalXLarge',
};

const Overlay = styled(Dialog.Overlay)`
  ${overlayStyles}
`;

const Panel = styled(Dialog.Content)<{ $width: DialogWidth }>`
  ${panelStyles}
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.space100};
  padding: ${({ theme }) => theme.space.space200} ${({ theme }) => theme.space.space200} 0;
`;

const Heading = styled.div`
  flex: 1;
  min-width: 0;
  padding-top: ${({ theme }) => theme.space.space50};
  padding-bottom: ${({ theme }) => theme.space.space100};
`;

const Title = styled(Dialog.Title)`
  ${dialogTitleStyles}
`;

const Description = styled(Dialog.Description)`
  ${dialogDescriptionStyles}
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.space100} ${({ theme }) => theme.space.space200}
    ${({ theme }) => theme.space.space200};
  color: ${({ theme }) => theme.color.fgDefault};
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
`;

const Footer = styled.div`
  ${dialogFooterStyles}
`;

export interface ModalProps {
  /** The dialog's body; it scrolls when taller than the window. */
  children?: ReactNode;
  /** The heading that names the dialog, e.g. "Create New". */
  title: ReactNode;
  /** A sentence under the title that describes the dialog to everyone, screen readers included. */
  description?: ReactNode;
  /** The action buttons, right-aligned at the bottom, e.g. Close and Create. */
  footer?: ReactNode;
  /** Width: `small` for one choice, `medium` for short forms, `large` for wide forms, `xlarge` for tables. */
  size?: ModalSize;
  /** Whether the dialog is open, when controlled. */
  open?: boolean;
  /** Whether the dialog starts open, when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (trigger, Escape, backdrop, close button). */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (usually a `Button`); focus returns to it on close. */
  trigger?: ReactElement;
  /** Where focus goes on close when the dialog was not opened by `trigger` (e.g. a row's "…" button). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** The element focused on open; by default the first field or button of the body, then of the footer. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Hides the × button in the header (Escape and the footer still close the dialog). */
  hideCloseButton?: boolean;
  /** Keeps the dialog open on a backdrop click, e.g. while a form has unsaved changes. */
  disableBackdropClose?: boolean;
  /** The dialog element's id (e.g. `upload-language-modal`). */
  id?: string;
  /** The dialog element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A modal dialog: focus moves in and is trapped, Escape and the × close it, the page behind is inert and focus
 * returns to the element that opened it. The body scrolls; the title and footer stay in view.
 */
export function Modal({
  children,
  title,
  description,
  footer,
  size = 'medium',
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  returnFocusRef,
  initialFocusRef,
  hideCloseButton = false,
  disableBackdropClose = false,
  id,
  ref,
}: ModalProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const [measureBody, bodyOverflowing] = useOverflowing<HTMLDivElement>();
  const footerRef = useRef<HTMLDivElement>(null);
  const onCloseAutoFocus = useReturnFocus(open ?? false, returnFocusRef);

  const onOpenAutoFocus = (event: Event) => {
    const target =
      initialFocusRef?.current ?? firstTabbable(bodyRef.current) ?? firstTabbable(footerRef.current);
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };

  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Overlay />
        <Panel
          ref={ref}
          id={id}
          $width={widths[size]}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          onPointerDownOutside={disableBackdropClose ? (event) => event.preventDefault() : undefined}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Header>
            <Heading>
              <Title>{title}</Title>
              {description ? <Description>{description}</Description> : null}
            </Heading>
            {hideCloseButton ? null : (
              <Dialog.Close asChild>
                <IconButton
                  icon={<XIcon />}
                  aria-label={uiCopy.common.close}
                  variant="invisible"
                  size="small"
                  disableTooltip
                />
              </Dialog.Close>
            )}
          </Header>
          {children === undefined ? null : (
            <Body
              ref={(element) => {
                bodyRef.current = element;
                measureBody(element);
              }}
              tabIndex={bodyOverflowing ? 0 : undefined}
            >
              {children}
            </Body>
          )}
          {footer ? <Footer ref={footerRef}>{footer}</Footer> : null}
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
Modal.displayName = 'Modal';

/** Wraps a footer button so that activating it closes the dialog (e.g. "Close"). */
function ModalClose({ children }: { /** One button. */ children: ReactElement }) {
  return <Dialog.Close asChild>{children}</Dialog.Close>;
}
ModalClose.displayName = 'Modal.Close';

Modal.Close = ModalClose;
