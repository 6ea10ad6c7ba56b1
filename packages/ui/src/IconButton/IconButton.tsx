import { Tooltip, type TooltipSide } from '../Tooltip';
import { type IconButtonBaseProps, SquareTrigger } from './IconButtonBase';

export type { IconButtonVariant } from './IconButtonBase';

export interface IconButtonProps extends IconButtonBaseProps {
  /** Side of the tooltip. */
  tooltipSide?: TooltipSide;
  /** Hides the tooltip where the label is already visible nearby. */
  disableTooltip?: boolean;
}

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
