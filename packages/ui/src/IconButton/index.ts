export type { IconButtonProps, IconButtonVariant } from './IconButton';
export { IconButton } from './IconButton';
