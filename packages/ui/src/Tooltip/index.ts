export type { TooltipProps, TooltipSide } from './Tooltip';
export { Tooltip } from './Tooltip';
