import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { LinkButton } from '../Button';
import { Card, type CardElement, type HeadingLevel } from '../Card';
import { Skeleton } from '../Skeleton';

export interface SummaryFigure {
  /** What the figure is, e.g. “Active users”. */
  label: ReactNode;
  /** The figure itself; `null` shows `emptyValue`. */
  value: ReactNode | null;
}

export interface SummaryCardProps {
  /** The card's heading, e.g. “Time Zones”. */
  title: ReactNode;
  /** The figures, as label–value pairs. */
  figures: readonly SummaryFigure[];
  /** A status line under the title (e.g. a badge). */
  status?: ReactNode;
  /** Where the card's button leads. */
  actionHref?: string;
  /** The button's text, e.g. “Edit”. */
  actionLabel?: string;
  /** The caller is fetching: the figures show as skeletons. */
  loading?: boolean;
  /** The caller's error, shown in place of the figures. */
  error?: ReactNode;
  /** Shown for a figure whose value is `null` (unknown, never invented). */
  emptyValue?: ReactNode;
  /** The HTML element of the card; `li` inside a list of cards. */
  as?: CardElement;
  /** Heading level of the title. */
  headingLevel?: HeadingLevel;
  /** The root element. */
  ref?: Ref<HTMLElement>;
}

/** A label keeps at least its longest word's width (it was overlapped by a long value); the value wraps instead. */
const Figures = styled.dl`
  display: grid;
  grid-template-columns: minmax(min-content, 1fr) minmax(0, auto);
  gap: ${({ theme }) => theme.space.space100} ${({ theme }) => theme.space.space200};
  margin: 0;
`;

const Term = styled.dt`
  color: ${({ theme }) => theme.color.fgMuted};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
`;

const Value = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.color.fgDefault};
  font-weight: ${({ theme }) => theme.font.weightSemibold};
  text-align: end;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.fgSubtle};
  font-weight: ${({ theme }) => theme.font.weightNormal};
`;

/** A dashboard card: a few labelled figures of one settings area and a button to it. */
export function SummaryCard({
  title,
  figures,
  status,
  actionHref,
  actionLabel,
  loading = false,
  error,
  emptyValue = '—',
  as = 'section',
  headingLevel = 3,
  ref,
}: SummaryCardProps) {
  return (
    <Card
      ref={ref}
      as={as}
      title={title}
      description={status}
      headingLevel={headingLevel}
      aria-busy={loading || undefined}
      footer={
        actionHref && actionLabel ? (
          <LinkButton href={actionHref} size="small" variant="secondary">
            {actionLabel}
          </LinkButton>
        ) : undefined
      }
    >
      {error ? (
        error
      ) : (
        <Figures>
          {figures.map((figure, index) => (
            // Figures have no ids of their own; their order is fixed by the caller.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is static per render
            <FigureRow key={index} figure={figure} loading={loading} emptyValue={emptyValue} />
          ))}
        </Figures>
      )}
    </Card>
  );
}
SummaryCard.displayName = 'SummaryCard';

function FigureRow({
  figure,
  loading,
  emptyValue,
}: {
  figure: SummaryFigure;
  loading: boolean;
  emptyValue: ReactNode;
}) {
  return (
    <>
      <Term>{figure.label}</Term>
      <Value>
        {loading ? (
          <Skeleton variant="text" width="60%" />
        ) : figure.value === null || figure.value === undefined || figure.value === '' ? (
          <Muted>{emptyValue}</Muted>
        ) : (
          figure.value
        )}
      </Value>
    </>
  );
}
