import { Toast as RadixToast } from 'radix-ui';
import {
  createContext,
  type ReactNode,
  type Ref,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import { Button } from '../Button';
import { uiCopy } from '../copy';
import { AlertIcon, CheckCircleIcon, InfoIcon, XCircleIcon, XIcon } from '../Icon';
import { IconButtonBase } from '../IconButton/IconButtonBase';

export type ToastVariant = 'info' | 'success' | 'warning' | 'danger';

export interface ToastOptions {
  /** The headline, e.g. “Template published”. */
  title: ReactNode;
  /** An optional second line. */
  description?: ReactNode;
  /** Meaning and colour; danger is announced at once (assertive), the others politely. */
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; hovering or focusing the region pauses the timer. */
  duration?: number;
  /** One action on what the toast reports, e.g. Undo; choosing it closes the toast. */
  action?: ToastAction;
}

export interface ToastAction {
  /** The button's label, e.g. "Undo". */
  label: ReactNode;
  /** How a screen reader user reaches the same action without the toast (Radix announces it), e.g. "Undo with Ctrl+Z". */
  altText: string;
  /** Called when the button is chosen. */
  onSelect: () => void;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes the toast with this id. */
  dismiss: (id: string) => void;
}

export interface ToastProviderProps {
  /** The app (or story) that may call `useToast()`. */
  children: ReactNode;
  /** Default time before toasts close, in milliseconds. */
  duration?: number;
  /** Accessible name of the notifications region. */
  label?: string;
  /** The toast list. */
  ref?: Ref<HTMLOListElement>;
}

interface ToastEntry extends ToastOptions {
  id: string;
}

const ToastContext = createContext<ToastApi | null>(null);

const palette = (theme: DefaultTheme, variant: ToastVariant) =>
  ({
    info: theme.color.accentFg,
    success: theme.color.successFg,
    warning: theme.color.attentionFg,
    danger: theme.color.dangerFg,
  })[variant];

const icons = { info: InfoIcon, success: CheckCircleIcon, warning: AlertIcon, danger: XCircleIcon };

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.zToast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space100};
  width: ${({ theme }) => theme.size.modalSmall};
  max-width: 100vw;
  margin: 0;
  padding: ${({ theme }) => theme.space.space300};
  list-style: none;
  outline: none;
`;

const Root = styled(RadixToast.Root)<{ $variant: ToastVariant }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.space150};
  padding: ${({ theme }) => theme.space.space150} ${({ theme }) => theme.space.space150}
    ${({ theme }) => theme.space.space150} ${({ theme }) => theme.space.space200};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-left: ${({ theme }) => theme.space.space50} solid ${({ theme, $variant }) => palette(theme, $variant)};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  background: ${({ theme }) => theme.color.canvasOverlay};
  box-shadow: ${({ theme }) => theme.shadow.shadowOverlay};
  color: ${({ theme }) => theme.color.fgDefault};
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
  line-height: ${({ theme }) => theme.font.lineHeightNormal};
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
`;

const Icon = styled.span<{ $variant: ToastVariant }>`
  display: inline-flex;
  flex-shrink: 0;
  margin-top: ${({ theme }) => theme.space.space25};
  color: ${({ theme, $variant }) => palette(theme, $variant)};
`;

const Texts = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space25};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Title = styled(RadixToast.Title)`
  font-weight: ${({ theme }) => theme.font.weightSemibold};
`;

const Description = styled(RadixToast.Description)`
  color: ${({ theme }) => theme.color.fgMuted};
`;

/**
 * Holds the toasts of the app and renders their region (bottom right). Wrap the app once; components call
 * `useToast()` to show short confirmations such as “Saved”.
 */
export function ToastProvider({
  children,
  duration = 5000,
  label = uiCopy.toast.region,
  ref,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const counter = useRef(0);
  const toast = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    setToasts((current) => [...current, { ...options, id }]);
    return id;
  }, []);
  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((entry) => entry.id !== id));
  }, []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider label={label} duration={duration} swipeDirection="right">
        {children}
        {toasts.map(({ id, title, description, variant = 'info', duration: own, action }) => {
          const VariantIcon = icons[variant];
          return (
            <Root
              key={id}
              $variant={variant}
              duration={own}
              type={variant === 'danger' ? 'foreground' : 'background'}
              onOpenChange={(open) => {
                if (!open) dismiss(id);
              }}
            >
              <Icon $variant={variant} aria-hidden="true">
                <VariantIcon />
              </Icon>
              <Texts>
                <Title>{title}</Title>
                {description ? <Description>{description}</Description> : null}
              </Texts>
              {action ? (
                <RadixToast.Action asChild altText={action.altText}>
                  <Button size="small" onClick={action.onSelect}>
                    {action.label}
                  </Button>
                </RadixToast.Action>
              ) : null}
              <RadixToast.Close asChild>
                <IconButtonBase
                  variant="invisible"
                  size="small"
                  icon={<XIcon />}
                  aria-label={uiCopy.toast.dismiss}
                />
              </RadixToast.Close>
            </Root>
          );
        })}
        <Viewport ref={ref} label={`${label} ({hotkey})`} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
ToastProvider.displayName = 'ToastProvider';

/** Returns `{ toast, dismiss }`; must be called below a `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>.');
  return api;
}
