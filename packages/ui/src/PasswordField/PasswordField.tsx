import { useState } from 'react';
import { uiCopy } from '../copy';
import { EyeClosedIcon, EyeIcon } from '../Icon';
import { IconButtonBase } from '../IconButton/IconButtonBase';
import { TextField, type TextFieldProps } from '../TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailingAction'> {
  /** Shows the password as plain text initially (uncontrolled). */
  defaultRevealed?: boolean;
  /** Called when the show/hide toggle is pressed. */
  onRevealedChange?: (revealed: boolean) => void;
  /** Accessible name of the show/hide toggle. */
  toggleLabel?: string;
}

/** A password input with a show/hide toggle button (a pressed toggle reveals the text). */
export function PasswordField({
  defaultRevealed = false,
  onRevealedChange,
  toggleLabel = uiCopy.passwordField.showPassword,
  autoComplete = 'current-password',
  size = 'medium',
  disabled,
  ref,
  ...rest
}: PasswordFieldProps) {
  const [revealed, setRevealed] = useState(defaultRevealed);
  const toggle = () => {
    const next = !revealed;
    setRevealed(next);
    onRevealedChange?.(next);
  };
  return (
    <TextField
      ref={ref}
      type={revealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      size={size}
      disabled={disabled}
      trailingAction={
        <IconButtonBase
          variant="invisible"
          size="small"
          aria-label={toggleLabel}
          aria-pressed={revealed}
          icon={revealed ? <EyeClosedIcon /> : <EyeIcon />}
          onClick={toggle}
          disabled={disabled}
        />
      }
      {...rest}
    />
  );
}
PasswordField.displayName = 'PasswordField';
