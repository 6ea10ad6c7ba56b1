import styled, { css, type DefaultTheme } from 'styled-components';

/** Internal building blocks shared by the kit's text-like controls; not exported from the package. */
export type ControlSize = 'small' | 'medium' | 'large';

export const controlHeight = (theme: DefaultTheme, size: ControlSize) =>
  ({ small: theme.size.controlSmall, medium: theme.size.controlMedium, large: theme.size.controlLarge })[
    size
  ];

export const controlFontSize = (theme: DefaultTheme, size: ControlSize) =>
  size === 'small' ? theme.fontSize.fontSize75 : theme.fontSize.fontSize100;

/** Border, background and the rest/hover/focus/invalid/disabled states of a text box. */
export const boxStyles = css<{ $invalid: boolean; $disabled: boolean }>`
  background: ${({ theme, $disabled }) => ($disabled ? theme.color.canvasSubtle : theme.color.canvasDefault)};
  border: ${({ theme }) => theme.size.borderWidth} solid
    ${({ theme, $invalid, $disabled }) =>
      $invalid
        ? theme.color.dangerEmphasis
        : $disabled
          ? theme.color.borderMuted
          : theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  box-shadow: ${({ theme, $disabled }) => ($disabled ? 'none' : theme.shadow.shadowSmall)};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.fgDisabled : theme.color.fgDefault)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'text')};
  transition:
    border-color ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing},
    box-shadow ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing};
`;

export const focusRing = css<{ $invalid: boolean }>`
  outline: none;
  border-color: ${({ theme, $invalid }) => ($invalid ? theme.color.dangerEmphasis : theme.color.focusRing)};
  box-shadow: inset 0 0 0 ${({ theme }) => theme.size.borderWidth}
    ${({ theme, $invalid }) => ($invalid ? theme.color.dangerEmphasis : theme.color.focusRing)};
`;

/** A bordered box holding an input and optional leading visual / trailing action. */
export const InputBox = styled.div<{ $invalid: boolean; $disabled: boolean; $size: ControlSize }>`
  ${boxStyles}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space100};
  width: 100%;
  min-height: ${({ theme, $size }) => controlHeight(theme, $size)};
  padding: 0 ${({ theme }) => theme.space.space150};
  font-size: ${({ theme, $size }) => controlFontSize(theme, $size)};
  &:focus-within {
    ${focusRing}
  }
  &:has(> [data-trailing-action]) {
    padding-right: ${({ theme }) => theme.space.space25};
  }
`;

/** The borderless native input inside an `InputBox`. */
export const BareInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  line-height: ${({ theme }) => theme.font.lineHeightNormal};
  &::placeholder {
    color: ${({ theme }) => theme.color.fgSubtle};
    opacity: 1;
  }
  &:focus,
  &:focus-visible {
    outline: none;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

/** An icon placed inside the box, before the input. */
export const LeadingVisual = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  color: ${({ theme }) => theme.color.fgMuted};
`;

/** A button (e.g. show password, clear search) placed inside the box, after the input. */
export const TrailingAction = styled.span`
  display: inline-flex;
  flex-shrink: 0;
`;

/** Joins the ids that describe a control, skipping empty ones. */
export const joinIds = (...ids: (string | undefined | false)[]) => ids.filter(Boolean).join(' ') || undefined;
