import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import type { HeadingLevel } from '../Card';
import { copy } from '../copy';
import { AlertIcon } from '../Icon';

export interface ErrorStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The headline. */
  title?: ReactNode;
  /** What went wrong; the server's error text when there is one. */
  message?: ReactNode;
  /** Called by the “Try again” button; without it no button is shown. */
  onRetry?: () => void;
  /** Shows the retry button as loading while the new attempt runs. */
  retrying?: boolean;
  /** Text of the retry button. */
  retryLabel?: string;
  /** Heading level of the title. */
  headingLevel?: HeadingLevel;
  /** Less vertical padding, for use inside tables and cards. */
  compact?: boolean;
}

const Root = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.space100};
  padding: ${({ theme, $compact }) => ($compact ? theme.space.space300 : theme.space.space600)}
    ${({ theme }) => theme.space.space300};
  text-align: center;
`;

const Visual = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space.space600};
  height: ${({ theme }) => theme.space.space600};
  margin-bottom: ${({ theme }) => theme.space.space100};
  border-radius: ${({ theme }) => theme.radius.radiusPill};
  background: ${({ theme }) => theme.color.dangerSubtle};
  color: ${({ theme }) => theme.color.dangerFg};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.fontSize300};
  font-weight: ${({ theme }) => theme.font.weightSemibold};
  line-height: ${({ theme }) => theme.font.lineHeightTight};
  color: ${({ theme }) => theme.color.fgDefault};
`;

const Message = styled.p`
  max-width: ${({ theme }) => theme.size.modalMedium};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
  line-height: ${({ theme }) => theme.font.lineHeightNormal};
  color: ${({ theme }) => theme.color.fgMuted};
  overflow-wrap: anywhere;
`;

const Retry = styled.div`
  margin-top: ${({ theme }) => theme.space.space150};
`;

/**
 * Shown where data failed to load: an alert with the error text and a “Try again” button. The caller decides
 * when to show it (from the request's error), never the component from its data.
 */
export const ErrorState = forwardRef<HTMLDivElement, ErrorStateProps>(function ErrorState(
  {
    title = copy.errorState.title,
    message = copy.common.fetchError,
    onRetry,
    retrying = false,
    retryLabel = copy.common.retry,
    headingLevel = 3,
    compact = false,
    ...rest
  },
  ref,
) {
  return (
    <Root ref={ref} role="alert" $compact={compact} {...rest}>
      <Visual aria-hidden="true">
        <AlertIcon size="medium" />
      </Visual>
      <Title as={`h${headingLevel}`}>{title}</Title>
      {message ? <Message>{message}</Message> : null}
      {onRetry ? (
        <Retry>
          <Button onClick={onRetry} loading={retrying}>
            {retryLabel}
          </Button>
        </Retry>
      ) : null}
    </Root>
  );
});
ErrorState.displayName = 'ErrorState';
