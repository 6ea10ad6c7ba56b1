import type { CSSProperties, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FormField } from '../FormField';
import {
  BareInput,
  type ControlSize,
  InputBox,
  LeadingVisual,
  TrailingAction,
} from '../FormField/inputStyles';

export type TextFieldSize = ControlSize;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** The visible label. */
  label: ReactNode;
  /** Helper text under the input, linked with aria-describedby. */
  hint?: ReactNode;
  /** Validation message; marks the input aria-invalid and links the message to it. */
  error?: ReactNode;
  /** Shows the required marker and sets the native `required`. */
  required?: boolean;
  /** Control height from the theme: small 28, medium 36, large 44. */
  size?: TextFieldSize;
  /** An icon inside the box before the text. */
  leadingVisual?: ReactNode;
  /** A small button inside the box after the text (e.g. show password). */
  trailingAction?: ReactNode;
  /** Hides the label visually; it still names the input for assistive technology. */
  hideLabel?: boolean;
  /** Class of the field's outer element, for layout. */
  className?: string;
  /** Style of the field's outer element, for layout. */
  style?: CSSProperties;
  /** The input. */
  ref?: Ref<HTMLInputElement>;
}

/** A single-line text input with its label, hint and validation message. */
export function TextField({
  label,
  hint,
  error,
  required,
  disabled,
  size = 'medium',
  leadingVisual,
  trailingAction,
  hideLabel,
  className,
  style,
  id,
  type = 'text',
  'aria-describedby': describedBy,
  ref,
  ...rest
}: TextFieldProps) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      hideLabel={hideLabel}
      controlId={id}
      describedBy={describedBy}
      className={className}
      style={style}
    >
      {(control) => (
        <InputBox $invalid={Boolean(error)} $disabled={Boolean(disabled)} $size={size}>
          {leadingVisual ? <LeadingVisual>{leadingVisual}</LeadingVisual> : null}
          <BareInput ref={ref} type={type} {...rest} {...control} />
          {trailingAction ? <TrailingAction data-trailing-action="">{trailingAction}</TrailingAction> : null}
        </InputBox>
      )}
    </FormField>
  );
}
TextField.displayName = 'TextField';
