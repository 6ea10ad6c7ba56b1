import type { ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import { Button, type ButtonProps, type ButtonSize } from '../Button';
import { Tooltip, type TooltipSide } from '../Tooltip';

export type IconButtonVariant = 'primary' | 'secondary' | 'danger' | 'invisible';

export interface IconButtonProps
  extends Omit<ButtonProps, 'children' | 'leadingVisual' | 'trailingVisual' | 'block' | 'variant'> {
  /** The icon; it is decorative, the button is named by `aria-label`. */
  icon: ReactNode;
  /** Required accessible name, also shown as the tooltip. */
  'aria-label': string;
  /** Visual weight; `invisible` suits toolbars and table rows. */
  variant?: IconButtonVariant;
  /** Square control size from the theme: small 28, medium 36, large 44. */
  size?: ButtonSize;
  /** Side of the tooltip. */
  tooltipSide?: TooltipSide;
  /** Hides the tooltip where the label is already visible nearby. */
  disableTooltip?: boolean;
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

/** A square button showing only an icon, named by its `aria-label` and explained by a tooltip. */
export function IconButton({
  icon,
  variant = 'secondary',
  size = 'medium',
  tooltipSide = 'top',
  disableTooltip = false,
  'aria-describedby': describedBy,
  ref,
  ...rest
}: IconButtonProps) {
  const button = (
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
  if (disableTooltip) return button;
  return (
    <Tooltip content={rest['aria-label']} side={tooltipSide}>
      {button}
    </Tooltip>
  );
}
IconButton.displayName = 'IconButton';
