import { type HTMLAttributes, type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { uiCopy } from '../copy';

export interface CountdownProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Whole seconds to count down from (the /401 page uses 5). */
  seconds?: number;
  /** Called once when the count reaches zero, e.g. to redirect. */
  onComplete?: () => void;
  /** Stops the clock where it is (e.g. while a dialog is open, or in a screenshot). */
  paused?: boolean;
  /** Renders the remaining seconds; defaults to “5 seconds”. */
  format?: (remaining: number) => ReactNode;
  /** The root element. */
  ref?: Ref<HTMLSpanElement>;
}

const Root = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.font.weightSemibold};
  color: ${({ theme }) => theme.color.fgDefault};
`;

/**
 * Counts whole seconds down to zero, showing the remaining time in a polite live region so screen readers hear it
 * change, then calls `onComplete` once.
 */
export function Countdown({
  seconds = 5,
  onComplete,
  paused = false,
  format = uiCopy.countdown.seconds,
  ref,
  ...rest
}: CountdownProps) {
  const [remaining, setRemaining] = useState(Math.max(0, Math.floor(seconds)));
  const completeRef = useRef(onComplete);
  completeRef.current = onComplete;
  const doneRef = useRef(false);

  useEffect(() => {
    setRemaining(Math.max(0, Math.floor(seconds)));
    doneRef.current = false;
  }, [seconds]);

  useEffect(() => {
    if (paused || remaining <= 0) return;
    const timer = window.setTimeout(() => setRemaining((value) => Math.max(0, value - 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [paused, remaining]);

  useEffect(() => {
    if (remaining === 0 && !doneRef.current) {
      doneRef.current = true;
      completeRef.current?.();
    }
  }, [remaining]);

  return (
    <Root ref={ref} role="timer" aria-live="polite" aria-atomic="true" {...rest}>
      {format(remaining)}
    </Root>
  );
}
Countdown.displayName = 'Countdown';
