import { Checkbox as RadixCheckbox, VisuallyHidden } from 'radix-ui';
import { type ReactNode, type Ref, useId } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, FieldLabel } from '../FormField/FormField';
import { joinIds } from '../FormField/inputStyles';
import { AlertIcon, CheckIcon, DashIcon } from '../Icon';
import { ChoiceRow, choiceControl } from '../internal/choice';

export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps
  extends Omit<
    RadixCheckbox.CheckboxProps,
    'checked' | 'defaultChecked' | 'onCheckedChange' | 'children' | 'asChild'
  > {
  /** The visible label next to the box. */
  label: ReactNode;
  /** Helper text under the label, linked with aria-describedby. */
  hint?: ReactNode;
  /** Validation message; marks the checkbox aria-invalid and links the message to it. */
  error?: ReactNode;
  /** Checked state (controlled); `'indeterminate'` for a parent whose children are partly checked. */
  checked?: CheckedState;
  /** Initial checked state (uncontrolled). */
  defaultChecked?: CheckedState;
  /** Called with the new state when the user toggles the box. */
  onCheckedChange?: (checked: CheckedState) => void;
  /** Hides the label visually, e.g. in a table row whose column header says what it is. */
  hideLabel?: boolean;
  /** The button. */
  ref?: Ref<HTMLButtonElement>;
}

const Box = styled(RadixCheckbox.Root)<{ $invalid: boolean }>`
  ${choiceControl}
  border-radius: ${({ theme }) => theme.radius.radiusSmall};
  color: ${({ theme }) => theme.color.fgOnEmphasis};
  transition: background-color ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing};
  &[data-state='checked'],
  &[data-state='indeterminate'] {
    background: ${({ theme }) => theme.color.accentEmphasis};
    border-color: ${({ theme }) => theme.color.accentEmphasis};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.canvasSubtle};
    border-color: ${({ theme }) => theme.color.borderDefault};
    color: ${({ theme }) => theme.color.fgDisabled};
  }
  &[data-state='checked'] [data-icon='dash'],
  &[data-state='indeterminate'] [data-icon='check'] {
    display: none;
  }
  svg {
    width: ${({ theme }) => theme.space.space150};
    height: ${({ theme }) => theme.space.space150};
    stroke-width: 2;
  }
`;

const Indicator = styled(RadixCheckbox.Indicator)`
  display: inline-flex;
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space25};
  min-width: 0;
  label {
    font-weight: ${({ theme }) => theme.font.weightNormal};
    cursor: pointer;
  }
`;

/** A labelled checkbox, including the indeterminate (mixed) state. Space toggles it. */
export function Checkbox({
  label,
  hint,
  error,
  checked,
  defaultChecked,
  onCheckedChange,
  hideLabel = false,
  id,
  disabled,
  'aria-describedby': describedBy,
  ref,
  ...rest
}: CheckboxProps) {
  const generated = useId();
  const boxId = id ?? `${generated}-checkbox`;
  const hintId = hint ? `${generated}-hint` : undefined;
  const errorId = error ? `${generated}-error` : undefined;
  const labelNode = (
    <FieldLabel htmlFor={boxId} $disabled={disabled}>
      {label}
    </FieldLabel>
  );
  return (
    <ChoiceRow>
      <Box
        ref={ref}
        id={boxId}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={joinIds(errorId, hintId, describedBy)}
        {...rest}
      >
        <Indicator>
          <CheckIcon data-icon="check" />
          <DashIcon data-icon="dash" />
        </Indicator>
      </Box>
      <Text>
        {hideLabel ? <VisuallyHidden.Root>{labelNode}</VisuallyHidden.Root> : labelNode}
        {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
        {error ? (
          <FieldError id={errorId}>
            <AlertIcon />
            <span>{error}</span>
          </FieldError>
        ) : null}
      </Text>
    </ChoiceRow>
  );
}
Checkbox.displayName = 'Checkbox';
