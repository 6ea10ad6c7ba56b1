import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import type { HeadingLevel } from '../Card';
import { uiCopy } from '../copy';
import { AlertIcon } from '../Icon';
import {
  PlaceholderRoot,
  PlaceholderText,
  PlaceholderTitle,
  PlaceholderVisual,
} from '../internal/placeholder';

export interface ErrorStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The headline. */
  title?: ReactNode;
  /** What went wrong, e.g. the server's error text; without it only the title shows. */
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
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
}

const Retry = styled.div`
  margin-top: ${({ theme }) => theme.space.space150};
`;

/**
 * Shown where data failed to load: an alert with the error text and a “Try again” button. The caller decides
 * when to show it (from the request's error), never the component from its data.
 */
export function ErrorState({
  title = uiCopy.errorState.title,
  message,
  onRetry,
  retrying = false,
  retryLabel = uiCopy.common.retry,
  headingLevel = 3,
  compact = false,
  ref,
  ...rest
}: ErrorStateProps) {
  return (
    <PlaceholderRoot ref={ref} role="alert" $compact={compact} {...rest}>
      <PlaceholderVisual $tone="danger" aria-hidden="true">
        <AlertIcon size="medium" />
      </PlaceholderVisual>
      <PlaceholderTitle as={`h${headingLevel}`}>{title}</PlaceholderTitle>
      {message ? <PlaceholderText>{message}</PlaceholderText> : null}
      {onRetry ? (
        <Retry>
          <Button onClick={onRetry} loading={retrying}>
            {retryLabel}
          </Button>
        </Retry>
      ) : null}
    </PlaceholderRoot>
  );
}
ErrorState.displayName = 'ErrorState';
