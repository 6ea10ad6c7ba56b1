import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import type { HeadingLevel } from '../Card';
import {
  PlaceholderRoot,
  PlaceholderText,
  PlaceholderTitle,
  PlaceholderVisual,
} from '../internal/placeholder';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** What is empty, e.g. “No domains have been configured yet.” */
  title: ReactNode;
  /** What the user can do about it. */
  text?: ReactNode;
  /** An icon or illustration above the title; decorative. */
  visual?: ReactNode;
  /** The main way forward, usually a primary Button (e.g. “+ New”). */
  action?: ReactNode;
  /** A second, lesser way forward, e.g. a link to help. */
  secondaryAction?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: HeadingLevel;
  /** Draws a dashed border, for empty states standing alone on a page. */
  border?: boolean;
  /** Less vertical padding, for use inside tables and cards. */
  compact?: boolean;
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space.space150};
  margin-top: ${({ theme }) => theme.space.space150};
`;

/** Shown where a list or table has nothing to show, saying why and offering the next step. */
export function EmptyState({
  title,
  text,
  visual,
  action,
  secondaryAction,
  headingLevel = 3,
  border = false,
  compact = false,
  ref,
  ...rest
}: EmptyStateProps) {
  return (
    <PlaceholderRoot ref={ref} $border={border} $compact={compact} {...rest}>
      {visual ? (
        <PlaceholderVisual $tone="neutral" aria-hidden="true">
          {visual}
        </PlaceholderVisual>
      ) : null}
      <PlaceholderTitle as={`h${headingLevel}`}>{title}</PlaceholderTitle>
      {text ? <PlaceholderText>{text}</PlaceholderText> : null}
      {action || secondaryAction ? (
        <Actions>
          {action}
          {secondaryAction}
        </Actions>
      ) : null}
    </PlaceholderRoot>
  );
}
EmptyState.displayName = 'EmptyState';
