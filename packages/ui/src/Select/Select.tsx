import { Select as RadixSelect } from 'radix-ui';
import type { CSSProperties, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { uiCopy } from '../copy';
import { FormField } from '../FormField';
import {
  boxStyles,
  type ControlSize,
  controlFontSize,
  controlHeight,
  focusRing,
} from '../FormField/inputStyles';
import { CheckIcon, ChevronDownIcon, ChevronUpIcon } from '../Icon';

export type SelectSize = ControlSize;

export interface SelectOption {
  /** The value reported by onValueChange; a non-empty string. */
  value: string;
  /** The text shown in the list and in the closed control. */
  label: ReactNode;
  /** Makes the option impossible to choose. */
  disabled?: boolean;
}

export interface SelectProps {
  /** The visible label. */
  label: ReactNode;
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /** The chosen value (controlled). */
  value?: string;
  /** The initially chosen value (uncontrolled). */
  defaultValue?: string;
  /** Called with the value of the chosen option. */
  onValueChange?: (value: string) => void;
  /** Text shown while nothing is chosen. */
  placeholder?: string;
  /** Helper text under the control, linked with aria-describedby. */
  hint?: ReactNode;
  /** Validation message; marks the control aria-invalid and links the message to it. */
  error?: ReactNode;
  /** Shows the required marker and makes the hidden form value required. */
  required?: boolean;
  /** Disables the control. */
  disabled?: boolean;
  /** Name of the value when the select is inside a form. */
  name?: string;
  /** Control height from the theme: small 28, medium 36, large 44. */
  size?: SelectSize;
  /** Hides the label visually; it still names the control. */
  hideLabel?: boolean;
  /** Controlled open state of the list. */
  open?: boolean;
  /** Initial open state of the list. */
  defaultOpen?: boolean;
  /** Called when the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Id of the trigger; generated when left out. */
  id?: string;
  /** Extra ids describing the control. */
  'aria-describedby'?: string;
  /** Class of the field's outer element, for layout. */
  className?: string;
  /** Style of the field's outer element, for layout. */
  style?: CSSProperties;
  /** The button. */
  ref?: Ref<HTMLButtonElement>;
}

const Trigger = styled(RadixSelect.Trigger)<{ $invalid: boolean; $disabled: boolean; $size: ControlSize }>`
  ${boxStyles}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.space100};
  width: 100%;
  height: ${({ theme, $size }) => controlHeight(theme, $size)};
  padding: 0 ${({ theme }) => theme.space.space100} 0 ${({ theme }) => theme.space.space150};
  font-family: ${({ theme }) => theme.font.familyBody};
  font-size: ${({ theme, $size }) => controlFontSize(theme, $size)};
  line-height: ${({ theme }) => theme.font.lineHeightNormal};
  text-align: left;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.canvasSubtle};
  }
  &:focus-visible,
  &[data-state='open'] {
    ${focusRing}
  }
  &[data-placeholder] > span:first-child {
    color: ${({ theme }) => theme.color.fgMuted};
  }
  > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const TriggerIcon = styled(RadixSelect.Icon)`
  display: inline-flex;
  flex-shrink: 0;
  color: ${({ theme }) => theme.color.fgMuted};
`;

const Content = styled(RadixSelect.Content)`
  z-index: ${({ theme }) => theme.zIndex.zPopover};
  width: var(--radix-select-trigger-width);
  max-height: min(var(--radix-select-content-available-height), ${({ theme }) => theme.size.menuMaxHeight});
  overflow: hidden;
  background: ${({ theme }) => theme.color.canvasOverlay};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  box-shadow: ${({ theme }) => theme.shadow.shadowOverlay};
  font-family: ${({ theme }) => theme.font.familyBody};
`;

const Viewport = styled(RadixSelect.Viewport)`
  padding: ${({ theme }) => theme.space.space50};
`;

const Item = styled(RadixSelect.Item)`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.space100};
  min-height: ${({ theme }) => theme.size.controlSmall};
  padding: ${({ theme }) => theme.space.space50} ${({ theme }) => theme.space.space100};
  border-radius: ${({ theme }) => theme.radius.radiusSmall};
  color: ${({ theme }) => theme.color.fgDefault};
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
  line-height: ${({ theme }) => theme.font.lineHeightNormal};
  cursor: pointer;
  user-select: none;
  outline: none;
  &[data-highlighted] {
    background: ${({ theme }) => theme.color.neutralSubtle};
  }
  &[data-state='checked'] {
    font-weight: ${({ theme }) => theme.font.weightSemibold};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.fgDisabled};
    cursor: not-allowed;
  }
`;

const Indicator = styled(RadixSelect.ItemIndicator)`
  display: inline-flex;
  color: ${({ theme }) => theme.color.accentFg};
`;

const ScrollButton = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: ${({ theme }) => theme.space.space300};
  color: ${({ theme }) => theme.color.fgMuted};
  cursor: default;
`;

/** A labelled single choice from a list that opens in a popover, operable with arrow keys and typeahead. */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder = uiCopy.select.placeholder,
  hint,
  error,
  required,
  disabled,
  name,
  size = 'medium',
  hideLabel,
  open,
  defaultOpen,
  onOpenChange,
  id,
  'aria-describedby': describedBy,
  className,
  style,
  ref,
}: SelectProps) {
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
      {({ required: isRequired, disabled: isDisabled, ...control }) => (
        <RadixSelect.Root
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
          required={isRequired}
          disabled={isDisabled}
          name={name}
          open={open}
          defaultOpen={defaultOpen}
          onOpenChange={onOpenChange}
        >
          <Trigger
            ref={ref}
            $invalid={Boolean(error)}
            $disabled={Boolean(disabled)}
            $size={size}
            {...control}
          >
            <RadixSelect.Value placeholder={placeholder} />
            <TriggerIcon>
              <ChevronDownIcon />
            </TriggerIcon>
          </Trigger>
          <RadixSelect.Portal>
            <Content position="popper" sideOffset={4} collisionPadding={8}>
              <RadixSelect.ScrollUpButton asChild>
                <ScrollButton>
                  <ChevronUpIcon />
                </ScrollButton>
              </RadixSelect.ScrollUpButton>
              <Viewport>
                {options.map((option) => (
                  <Item key={option.value} value={option.value} disabled={option.disabled}>
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                    <Indicator>
                      <CheckIcon />
                    </Indicator>
                  </Item>
                ))}
              </Viewport>
              <RadixSelect.ScrollDownButton asChild>
                <ScrollButton>
                  <ChevronDownIcon />
                </ScrollButton>
              </RadixSelect.ScrollDownButton>
            </Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </FormField>
  );
}
Select.displayName = 'Select';
