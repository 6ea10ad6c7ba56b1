import { VisuallyHidden } from 'radix-ui';
import {
  type ChangeEvent,
  type CSSProperties,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';
import styled from 'styled-components';
import { uiCopy } from '../copy';
import { FormField } from '../FormField';
import { boxStyles, focusRing } from '../FormField/inputStyles';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** The visible label. */
  label: ReactNode;
  /** Helper text under the input, linked with aria-describedby. */
  hint?: ReactNode;
  /** Validation message; marks the textarea aria-invalid and links the message to it. */
  error?: ReactNode;
  /** Shows the required marker and sets the native `required`. */
  required?: boolean;
  /**
   * Shows an “n/max” counter linked with aria-describedby. Typing past the limit is allowed (so pasted text can be
   * trimmed) but the counter turns red and the textarea is marked invalid; the caller blocks saving.
   */
  characterLimit?: number;
  /** Visible text lines before it scrolls. */
  rows?: number;
  /** Which way the user may resize it. */
  resize?: 'vertical' | 'none' | 'both';
  /** Hides the label visually; it still names the textarea. */
  hideLabel?: boolean;
  /** Class of the field's outer element, for layout. */
  className?: string;
  /** Style of the field's outer element, for layout. */
  style?: CSSProperties;
  /** The textarea. */
  ref?: Ref<HTMLTextAreaElement>;
}

const Area = styled.textarea<{ $invalid: boolean; $disabled: boolean; $resize: string }>`
  ${boxStyles}
  display: block;
  width: 100%;
  padding: ${({ theme }) => theme.space.space100} ${({ theme }) => theme.space.space150};
  font-family: ${({ theme }) => theme.font.familyBody};
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
  line-height: ${({ theme }) => theme.font.lineHeightNormal};
  resize: ${({ $resize }) => $resize};
  &::placeholder {
    color: ${({ theme }) => theme.color.fgSubtle};
    opacity: 1;
  }
  &:focus,
  &:focus-visible {
    ${focusRing}
  }
`;

const Counter = styled.span<{ $over: boolean }>`
  flex-shrink: 0;
  margin-left: auto;
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
  font-weight: ${({ theme, $over }) => ($over ? theme.font.weightSemibold : theme.font.weightNormal)};
  font-variant-numeric: tabular-nums;
  line-height: ${({ theme }) => theme.font.lineHeightNormal};
  color: ${({ theme, $over }) => ($over ? theme.color.dangerFg : theme.color.fgMuted)};
`;

/** A multi-line text input with label, hint, validation message and an optional character counter. */
export function Textarea({
  label,
  hint,
  error,
  required,
  disabled,
  characterLimit,
  rows = 4,
  resize = 'vertical',
  hideLabel,
  className,
  style,
  id,
  value,
  defaultValue,
  onChange,
  'aria-describedby': describedBy,
  ref,
  ...rest
}: TextareaProps) {
  const counterId = `${useId()}-counter`;
  const [uncontrolledLength, setUncontrolledLength] = useState(String(defaultValue ?? '').length);
  const length = value !== undefined ? String(value).length : uncontrolledLength;
  const hasLimit = characterLimit !== undefined;
  const over = hasLimit && length > characterLimit;
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      hideLabel={hideLabel}
      controlId={id}
      describedBy={[hasLimit ? counterId : undefined, describedBy].filter(Boolean).join(' ') || undefined}
      className={className}
      style={style}
      trailingCaption={
        hasLimit ? (
          <Counter id={counterId} $over={over}>
            <span>
              {length}/{characterLimit}
            </span>
            <VisuallyHidden.Root>
              {` ${uiCopy.textarea.characters}`}
              {over ? `. ${uiCopy.textarea.overLimit}` : ''}
            </VisuallyHidden.Root>
          </Counter>
        ) : null
      }
    >
      {({ 'aria-invalid': invalid, ...control }) => (
        <Area
          ref={ref}
          rows={rows}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          $invalid={Boolean(error) || over}
          $disabled={Boolean(disabled)}
          $resize={resize}
          {...rest}
          {...control}
          aria-invalid={invalid || over || undefined}
        />
      )}
    </FormField>
  );
}
Textarea.displayName = 'Textarea';
