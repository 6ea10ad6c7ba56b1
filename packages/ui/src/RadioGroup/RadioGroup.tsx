import { RadioGroup as RadixRadioGroup, VisuallyHidden } from 'radix-ui';
import { type ReactNode, type Ref, useId } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, RequiredMarker } from '../FormField/FormField';
import { joinIds } from '../FormField/inputStyles';
import { AlertIcon } from '../Icon';
import { ChoiceRow, choiceControl } from '../internal/choice';

export interface RadioOption {
  /** The value reported by onValueChange. */
  value: string;
  /** The option's visible label. */
  label: ReactNode;
  /** Helper text under the option's label. */
  hint?: ReactNode;
  /** Makes the option impossible to choose. */
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The group's visible label (the question the options answer). */
  label: ReactNode;
  /** The choices, in display order. */
  options: readonly RadioOption[];
  /** The chosen value (controlled). */
  value?: string;
  /** The initially chosen value (uncontrolled). */
  defaultValue?: string;
  /** Called with the newly chosen value. */
  onValueChange?: (value: string) => void;
  /** Stack the options (vertical) or lay them in a row (horizontal). */
  orientation?: 'vertical' | 'horizontal';
  /** Helper text under the group label, linked with aria-describedby. */
  hint?: ReactNode;
  /** Validation message; marks the group aria-invalid and links the message to it. */
  error?: ReactNode;
  /** Shows the required marker and requires a choice in forms. */
  required?: boolean;
  /** Disables every option. */
  disabled?: boolean;
  /** Name of the value when the group is inside a form. */
  name?: string;
  /** Hides the group label visually; it still names the group. */
  hideLabel?: boolean;
  /** Class of the group's outer element, for layout. */
  className?: string;
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space100};
`;

const GroupLabel = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.space25};
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
  font-weight: ${({ theme }) => theme.font.weightSemibold};
  line-height: ${({ theme }) => theme.font.lineHeightNormal};
  color: ${({ theme }) => theme.color.fgDefault};
`;

const Options = styled(RadixRadioGroup.Root)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space150};
  &[aria-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.space300};
  }
`;

const Item = styled(RadixRadioGroup.Item)<{ $invalid: boolean }>`
  ${choiceControl}
  border-radius: ${({ theme }) => theme.radius.radiusPill};
  &[data-state='checked'] {
    border-color: ${({ theme }) => theme.color.accentEmphasis};
    border-width: ${({ theme }) => theme.space.space50};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.canvasSubtle};
    border-color: ${({ theme }) => theme.color.borderDefault};
  }
  &[data-state='checked']:disabled {
    border-color: ${({ theme }) => theme.color.fgDisabled};
  }
`;

const OptionText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space25};
`;

const OptionLabel = styled.label<{ $disabled: boolean }>`
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
  line-height: ${({ theme }) => theme.font.lineHeightNormal};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.fgMuted : theme.color.fgDefault)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

/** A labelled set of mutually exclusive options; arrow keys move between them and choose. */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  orientation = 'vertical',
  hint,
  error,
  required,
  disabled,
  name,
  hideLabel = false,
  className,
  ref,
}: RadioGroupProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const groupLabel = (
    <GroupLabel id={labelId}>
      {label}
      {required && !hideLabel ? <RequiredMarker aria-hidden="true">*</RequiredMarker> : null}
    </GroupLabel>
  );
  return (
    <Root className={className}>
      {hideLabel ? <VisuallyHidden.Root>{groupLabel}</VisuallyHidden.Root> : groupLabel}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <Options
        ref={ref}
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        orientation={orientation}
        required={required}
        disabled={disabled}
        name={name}
        aria-labelledby={labelId}
        aria-describedby={joinIds(errorId, hintId)}
        aria-invalid={error ? true : undefined}
      >
        {options.map((option) => {
          const itemId = `${id}-${option.value}`;
          const optionHintId = option.hint ? `${itemId}-hint` : undefined;
          const optionDisabled = Boolean(disabled || option.disabled);
          return (
            <ChoiceRow key={option.value}>
              <Item
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                $invalid={Boolean(error)}
                aria-describedby={optionHintId}
              />
              <OptionText>
                <OptionLabel htmlFor={itemId} $disabled={optionDisabled}>
                  {option.label}
                </OptionLabel>
                {option.hint ? <FieldHint id={optionHintId}>{option.hint}</FieldHint> : null}
              </OptionText>
            </ChoiceRow>
          );
        })}
      </Options>
      {error ? (
        <FieldError id={errorId}>
          <AlertIcon />
          <span>{error}</span>
        </FieldError>
      ) : null}
    </Root>
  );
}
RadioGroup.displayName = 'RadioGroup';
