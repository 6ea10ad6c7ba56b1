import { Switch as RadixSwitch, VisuallyHidden } from 'radix-ui';
import { type ReactNode, type Ref, useId } from 'react';
import styled from 'styled-components';
import { FieldHint, FieldLabel } from '../FormField/FormField';
import { joinIds } from '../FormField/inputStyles';

export interface SwitchProps extends Omit<RadixSwitch.SwitchProps, 'children' | 'asChild'> {
  /** The visible label: what turns on or off (e.g. “Active”), not the state. */
  label: ReactNode;
  /** Helper text under the label, linked with aria-describedby. */
  hint?: ReactNode;
  /** Whether the switch is on (controlled). */
  checked?: boolean;
  /** Whether the switch starts on (uncontrolled). */
  defaultChecked?: boolean;
  /** Called with the new state when toggled. */
  onCheckedChange?: (checked: boolean) => void;
  /** Puts the label before the switch (e.g. in a settings list) instead of after it. */
  labelPosition?: 'start' | 'end';
  /** Hides the label visually, e.g. in a table row whose column header names it. */
  hideLabel?: boolean;
  /** The button. */
  ref?: Ref<HTMLButtonElement>;
}

const Row = styled.div<{ $start: boolean }>`
  display: flex;
  flex-direction: ${({ $start }) => ($start ? 'row-reverse' : 'row')};
  justify-content: ${({ $start }) => ($start ? 'space-between' : 'flex-start')};
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.space150};
`;

const Track = styled(RadixSwitch.Root)`
  all: unset;
  box-sizing: border-box;
  position: relative;
  flex-shrink: 0;
  width: ${({ theme }) => theme.size.controlMedium};
  height: ${({ theme }) => theme.size.iconMedium};
  padding: ${({ theme }) => theme.space.space25};
  border-radius: ${({ theme }) => theme.radius.radiusPill};
  background: ${({ theme }) => theme.color.borderStrong};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.durationNormal} ${({ theme }) => theme.motion.easing};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.fgMuted};
  }
  &[data-state='checked'] {
    background: ${({ theme }) => theme.color.accentEmphasis};
  }
  &[data-state='checked']:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.accentEmphasisHover};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRingWidth} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: ${({ theme }) => theme.space.space25};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.neutralMuted};
  }
  &[data-state='checked']:disabled {
    background: ${({ theme }) => theme.color.accentMuted};
  }
`;

const Thumb = styled(RadixSwitch.Thumb)`
  display: block;
  width: ${({ theme }) => theme.size.iconSmall};
  height: ${({ theme }) => theme.size.iconSmall};
  border-radius: ${({ theme }) => theme.radius.radiusPill};
  background: ${({ theme }) => theme.color.canvasDefault};
  box-shadow: ${({ theme }) => theme.shadow.shadowMedium};
  transition: transform ${({ theme }) => theme.motion.durationNormal} ${({ theme }) => theme.motion.easing};
  &[data-state='checked'] {
    /* Track width minus thumb and the two paddings: 36 - 16 - 2 × 2. */
    transform: translateX(${({ theme }) => theme.space.space200});
  }
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

/** An on/off switch that takes effect at once (e.g. a domain's Active flag). Space or Enter toggles it. */
export function Switch({
  label,
  hint,
  labelPosition = 'end',
  hideLabel = false,
  id,
  disabled,
  'aria-describedby': describedBy,
  ref,
  ...rest
}: SwitchProps) {
  const generated = useId();
  const switchId = id ?? `${generated}-switch`;
  const hintId = hint ? `${generated}-hint` : undefined;
  const labelNode = (
    <FieldLabel htmlFor={switchId} $disabled={disabled}>
      {label}
    </FieldLabel>
  );
  return (
    <Row $start={labelPosition === 'start'}>
      <Track
        ref={ref}
        id={switchId}
        disabled={disabled}
        aria-describedby={joinIds(hintId, describedBy)}
        {...rest}
      >
        <Thumb />
      </Track>
      <Text>
        {hideLabel ? <VisuallyHidden.Root>{labelNode}</VisuallyHidden.Root> : labelNode}
        {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      </Text>
    </Row>
  );
}
Switch.displayName = 'Switch';
