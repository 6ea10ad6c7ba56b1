import { VisuallyHidden } from 'radix-ui';
import { type HTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import styled from 'styled-components';
import { AlertIcon } from '../Icon';
import { joinIds } from './inputStyles';

/** The attributes a control needs to be labelled, described and marked invalid by its field. */
export interface FieldControlProps {
  /** The id the label points to. */
  id: string;
  /** The error, hint and extra ids, in reading order. */
  'aria-describedby': string | undefined;
  /** Set while there is an error message. */
  'aria-invalid': true | undefined;
  /** Mirrors the field's `required`. */
  required: boolean | undefined;
  /** Mirrors the field's `disabled`. */
  disabled: boolean | undefined;
}

export interface FormFieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The visible label; every control needs one. */
  label: ReactNode;
  /** Renders the control with the ids and ARIA attributes it must carry. */
  children: (control: FieldControlProps) => ReactNode;
  /** Helper text under the control, linked with aria-describedby. */
  hint?: ReactNode;
  /** Validation message; when set the control is marked aria-invalid and the message is linked to it. */
  error?: ReactNode;
  /** Shows a required marker next to the label and marks the control required. */
  required?: boolean;
  /** Disables the control and dims the label. */
  disabled?: boolean;
  /** Hides the label visually while keeping it for assistive technology (use sparingly). */
  hideLabel?: boolean;
  /** The control's id; generated when left out. */
  controlId?: string;
  /** Extra ids describing the control, e.g. a character counter. */
  describedBy?: string;
  /** Content under the control on the right, e.g. a character counter. */
  trailingCaption?: ReactNode;
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space50};
  min-width: 0;
`;

export const FieldLabel = styled.label<{ $disabled?: boolean }>`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.space25};
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
  font-weight: ${({ theme }) => theme.font.weightSemibold};
  line-height: ${({ theme }) => theme.font.lineHeightNormal};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.fgMuted : theme.color.fgDefault)};
`;

export const RequiredMarker = styled.span`
  color: ${({ theme }) => theme.color.dangerFg};
`;

const Captions = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.space200};
  &:empty {
    display: none;
  }
`;

const CaptionStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space50};
  min-width: 0;
`;

export const FieldHint = styled.span`
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
  line-height: ${({ theme }) => theme.font.lineHeightNormal};
  color: ${({ theme }) => theme.color.fgMuted};
`;

export const FieldError = styled.span`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.space50};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
  font-weight: ${({ theme }) => theme.font.weightMedium};
  line-height: ${({ theme }) => theme.font.lineHeightNormal};
  color: ${({ theme }) => theme.color.dangerFg};
  svg {
    flex-shrink: 0;
    margin-top: ${({ theme }) => theme.space.space25};
  }
`;

/**
 * Label, hint and validation message around any control, wired with generated ids: the label names the control,
 * hint and error describe it, and an error marks it `aria-invalid`.
 */
export function FormField({
  label,
  children,
  hint,
  error,
  required,
  disabled,
  hideLabel = false,
  controlId,
  describedBy,
  trailingCaption,
  ref,
  ...rest
}: FormFieldProps) {
  const generated = useId();
  const id = controlId ?? `${generated}-control`;
  const hintId = hint ? `${generated}-hint` : undefined;
  const errorId = error ? `${generated}-error` : undefined;
  const hasCaptions = Boolean(hint || error || trailingCaption);
  return (
    <Root ref={ref} {...rest}>
      {hideLabel ? (
        <VisuallyHidden.Root asChild>
          <label htmlFor={id}>{label}</label>
        </VisuallyHidden.Root>
      ) : (
        <FieldLabel htmlFor={id} $disabled={disabled}>
          {label}
          {required ? <RequiredMarker aria-hidden="true">*</RequiredMarker> : null}
        </FieldLabel>
      )}
      {children({
        id,
        'aria-describedby': joinIds(errorId, hintId, describedBy),
        'aria-invalid': error ? true : undefined,
        required: required || undefined,
        disabled: disabled || undefined,
      })}
      {hasCaptions ? (
        <Captions>
          <CaptionStack>
            {error ? (
              <FieldError id={errorId}>
                <AlertIcon />
                <span>{error}</span>
              </FieldError>
            ) : null}
            {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
          </CaptionStack>
          {trailingCaption}
        </Captions>
      ) : null}
    </Root>
  );
}
FormField.displayName = 'FormField';
