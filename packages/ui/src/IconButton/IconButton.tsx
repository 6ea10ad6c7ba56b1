import { Tooltip, type TooltipSide } from '../Tooltip';
import { type IconButtonBaseProps, squareButton } from './IconButtonBase';

export type { IconButtonVariant } from './IconButtonBase';

export interface IconButtonProps extends IconButtonBaseProps {
  /** Side of the tooltip. */
  tooltipSide?: TooltipSide;
  /** Hides the tooltip where the label is already visible nearby. */
  disableTooltip?: boolean;
}

/** A square button showing only an icon, named by its `aria-label` and explained by a tooltip. */
export function IconButton({ tooltipSide = 'top', disableTooltip = false, ...props }: IconButtonProps) {
  const button = squareButton(props);
  if (disableTooltip) return button;
  return (
    <Tooltip content={props['aria-label']} side={tooltipSide}>
      {button}
    </Tooltip>
  );
}
IconButton.displayName = 'IconButton';
