export type { ButtonProps, ButtonSize, ButtonVariant, LinkButtonProps } from './Button';
export { Button, LinkButton } from './Button';
