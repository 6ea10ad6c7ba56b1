import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import type { HeadingLevel } from '../Card';

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
}

const Root = styled.div<{ $border: boolean; $compact: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.space100};
  padding: ${({ theme, $compact }) => ($compact ? theme.space.space300 : theme.space.space600)}
    ${({ theme }) => theme.space.space300};
  border: ${({ theme, $border }) => ($border ? `${theme.size.borderWidth} dashed ${theme.color.borderDefault}` : 'none')};
  border-radius: ${({ theme }) => theme.radius.radiusLarge};
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
  background: ${({ theme }) => theme.color.neutralSubtle};
  color: ${({ theme }) => theme.color.fgMuted};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.fontSize300};
  font-weight: ${({ theme }) => theme.font.weightSemibold};
  line-height: ${({ theme }) => theme.font.lineHeightTight};
  color: ${({ theme }) => theme.color.fgDefault};
`;

const Text = styled.p`
  max-width: ${({ theme }) => theme.size.modalMedium};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
  line-height: ${({ theme }) => theme.font.lineHeightNormal};
  color: ${({ theme }) => theme.color.fgMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space.space150};
  margin-top: ${({ theme }) => theme.space.space150};
`;

/** Shown where a list or table has nothing to show, saying why and offering the next step. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  {
    title,
    text,
    visual,
    action,
    secondaryAction,
    headingLevel = 3,
    border = false,
    compact = false,
    ...rest
  },
  ref,
) {
  return (
    <Root ref={ref} $border={border} $compact={compact} {...rest}>
      {visual ? <Visual aria-hidden="true">{visual}</Visual> : null}
      <Title as={`h${headingLevel}`}>{title}</Title>
      {text ? <Text>{text}</Text> : null}
      {action || secondaryAction ? (
        <Actions>
          {action}
          {secondaryAction}
        </Actions>
      ) : null}
    </Root>
  );
});
EmptyState.displayName = 'EmptyState';
