import { VisuallyHidden } from 'radix-ui';
import type { HTMLAttributes, Ref } from 'react';
import styled, { keyframes } from 'styled-components';
import { uiCopy } from '../copy';

export type SpinnerSize = 'small' | 'medium' | 'large';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Diameter: small 16, medium 32, large 64. */
  size?: SpinnerSize;
  /** Text for screen readers; `null` hides the spinner from them (when something else announces the wait). */
  srText?: string | null;
  /** The root element. */
  ref?: Ref<HTMLSpanElement>;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  vertical-align: middle;
  line-height: 0;
`;

const Svg = styled.svg<{ $size: SpinnerSize }>`
  width: ${({ theme, $size }) =>
    $size === 'small'
      ? theme.size.iconSmall
      : $size === 'medium'
        ? theme.space.space400
        : theme.space.space800};
  height: ${({ theme, $size }) =>
    $size === 'small'
      ? theme.size.iconSmall
      : $size === 'medium'
        ? theme.space.space400
        : theme.space.space800};
  animation: ${spin} 1s linear infinite;
`;

/** An indeterminate loading indicator that draws in `currentColor`. */
export function Spinner({ size = 'medium', srText = uiCopy.common.loading, ref, ...rest }: SpinnerProps) {
  const labelled = srText !== null && srText !== '';
  return (
    <Wrapper ref={ref} {...(labelled ? { role: 'status' } : { 'aria-hidden': true })} {...rest}>
      <Svg $size={size} viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" stroke="currentColor" strokeOpacity="0.25" strokeWidth="2" />
        <path d="M15 8a7 7 0 00-7-7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </Svg>
      {labelled ? <VisuallyHidden.Root>{srText}</VisuallyHidden.Root> : null}
    </Wrapper>
  );
}
Spinner.displayName = 'Spinner';
