import type { ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import { Button, type ButtonProps, type ButtonSize } from '../Button';

export type IconButtonVariant = 'primary' | 'secondary' | 'danger' | 'invisible';

export interface IconButtonBaseProps
  extends Omit<ButtonProps, 'children' | 'leadingVisual' | 'trailingVisual' | 'block' | 'variant'> {
  /** The icon; it is decorative, the button is named by `aria-label`. */
  icon: ReactNode;
  /** Required accessible name, also shown as the tooltip. */
  'aria-label': string;
  /** Visual weight; `invisible` suits toolbars and table rows. */
  variant?: IconButtonVariant;
  /** Square control size from the theme: small 28, medium 36, large 44. */
  size?: ButtonSize;
}

const side = (theme: DefaultTheme, size: ButtonSize) =>
  ({ small: theme.size.controlSmall, medium: theme.size.controlMedium, large: theme.size.controlLarge })[
    size
  ];

const Square = styled(Button)<{ $square: ButtonSize }>`
  width: ${({ theme, $square }) => side(theme, $square)};
  min-width: ${({ theme, $square }) => side(theme, $square)};
  padding: 0;
  color: ${({ theme, variant }) => (variant === 'invisible' ? theme.color.fgMuted : undefined)};
`;

type SquareProps = ButtonProps & { $square: ButtonSize; ownDescribedBy?: string };

/**
 * The tooltip's trigger merges its own id into `aria-describedby`; the tip repeats the name, so only the
 * caller's description is kept and screen readers do not read the label twice.
 */
function SquareTrigger({ ownDescribedBy, 'aria-describedby': _fromTooltip, ref, ...rest }: SquareProps) {
  return <Square ref={ref} aria-describedby={ownDescribedBy} {...rest} />;
}
SquareTrigger.displayName = 'IconButton.Trigger';

/**
 * The square button element, for IconButton and IconButtonBase alike: the caller's `aria-describedby` is kept, and a
 * tooltip trigger wrapping this element cannot add its own (SquareTrigger).
 */
export function squareButton({
  icon,
  variant = 'secondary',
  size = 'medium',
  'aria-describedby': describedBy,
  ref,
  ...rest
}: IconButtonBaseProps) {
  return (
    <SquareTrigger
      ref={ref}
      variant={variant}
      size={size}
      $square={size}
      ownDescribedBy={describedBy}
      {...rest}
    >
      {icon}
    </SquareTrigger>
  );
}

/**
 * The icon button without its tooltip, for the kit's own controls whose name is plain from where they sit (a
 * field's show/hide toggle, an alert's or a toast's close button): it leaves the tooltip's code (Radix Tooltip,
 * Floating UI) out of screens that show no other tooltip. Not exported from the kit: apps use `IconButton`.
 */
export function IconButtonBase(props: IconButtonBaseProps) {
  return squareButton(props);
}
IconButtonBase.displayName = 'IconButtonBase';
