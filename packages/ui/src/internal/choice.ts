import styled, { css } from 'styled-components';

/** A small control (checkbox, radio) beside its label, top-aligned so long labels wrap under themselves. */
export const ChoiceRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.space100};
`;

/**
 * The box both Checkbox and RadioGroup draw: icon-sized, centred on the label's first line, a strong border that
 * turns red when invalid, a hover border and the focus ring. Shapes and checked/disabled states stay with each
 * control (their order in the cascade matters).
 */
export const choiceControl = css<{ $invalid: boolean }>`
  all: unset;
  box-sizing: border-box;
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.iconSmall};
  height: ${({ theme }) => theme.size.iconSmall};
  /* Centres the box on the first line of a 14px label with 1.5 line height. */
  margin-top: ${({ theme }) => theme.space.space25};
  border: ${({ theme }) => theme.size.borderWidth} solid
    ${({ theme, $invalid }) => ($invalid ? theme.color.dangerEmphasis : theme.color.borderStrong)};
  background: ${({ theme }) => theme.color.canvasDefault};
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.fgMuted};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRingWidth} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: ${({ theme }) => theme.space.space25};
  }
`;
