import { type ReactNode, type Ref, useId } from 'react';
import styled from 'styled-components';
import type { HeadingLevel } from '../Card';
import { Skeleton } from '../Skeleton';
import { StatusBadge } from '../StatusBadge';
import { Table, type TableColumn } from '../Table';

export interface PolicyVersionRow {
  /** The version number. */
  version: number;
  /** When it comes (or came) into force, formatted by the caller. */
  effectiveDate: ReactNode;
  /** Who published it. */
  publishedBy: ReactNode;
  /** How the version stands: in force, scheduled or superseded (words from the caller). */
  state: { label: string; tone: 'success' | 'attention' | 'neutral' };
}

export interface PolicyDocumentLabels {
  /** Heading of the history, e.g. “Version history”. */
  history: string;
  /** Column headers of the history. */
  version: string;
  effectiveDate: string;
  publishedBy: string;
  state: string;
}

export interface PolicyDocumentProps {
  /** The policy's title. */
  title: ReactNode;
  /** A line under the title, e.g. “Version 2 · in force since 1 Jan 2025”. */
  meta?: ReactNode;
  /** The full text; blank lines separate paragraphs. */
  text?: string;
  /** Notices above the text (a scheduled version, the acceptance), e.g. `Alert`s. */
  notices?: ReactNode;
  /** Controls under the text: options, accept, edit. */
  actions?: ReactNode;
  /** The published versions, newest first; omit to hide the history. */
  history?: readonly PolicyVersionRow[];
  /** The words of the history table. */
  labels: PolicyDocumentLabels;
  /** The caller is fetching: the text shows as skeleton lines. */
  loading?: boolean;
  /** The caller's error, shown in place of the text. */
  error?: ReactNode;
  /** Heading level of the title. */
  headingLevel?: HeadingLevel | 1;
  /** The root element. */
  ref?: Ref<HTMLElement>;
}

const Root = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space300};
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.fontSize400};
  font-weight: ${({ theme }) => theme.font.weightSemibold};
  line-height: ${({ theme }) => theme.font.lineHeightTight};
`;

const Meta = styled.p`
  margin: ${({ theme }) => theme.space.space50} 0 0;
  color: ${({ theme }) => theme.color.fgMuted};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space150};
  padding: ${({ theme }) => theme.space.space300};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  background: ${({ theme }) => theme.color.canvasDefault};
  line-height: ${({ theme }) => theme.font.lineHeightNormal};

  p {
    margin: 0;
    white-space: pre-line;
  }
`;

const HistoryHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.space100};
  font-size: ${({ theme }) => theme.fontSize.fontSize200};
  font-weight: ${({ theme }) => theme.font.weightSemibold};
`;

/** A legal or security policy: its text in force, notices, controls and the history of its versions. */
export function PolicyDocument({
  title,
  meta,
  text = '',
  notices,
  actions,
  history,
  labels,
  loading = false,
  error,
  headingLevel = 2,
  ref,
}: PolicyDocumentProps) {
  const historyId = useId();
  const columns: TableColumn<PolicyVersionRow>[] = [
    { id: 'version', header: labels.version, cell: (row) => row.version, width: 'small' },
    { id: 'effectiveDate', header: labels.effectiveDate, cell: (row) => row.effectiveDate },
    { id: 'publishedBy', header: labels.publishedBy, cell: (row) => row.publishedBy },
    {
      id: 'state',
      header: labels.state,
      cell: (row) => <StatusBadge tone={row.state.tone}>{row.state.label}</StatusBadge>,
    },
  ];
  return (
    <Root ref={ref} aria-busy={loading || undefined}>
      <header>
        <Title as={`h${headingLevel}`}>{title}</Title>
        {meta ? <Meta>{meta}</Meta> : null}
      </header>
      {notices}
      {error ?? (
        <Text>
          {loading
            ? [0, 1, 2].map((n) => <Skeleton key={n} variant="text" />)
            : text
                .split(/\n\s*\n/)
                .filter((paragraph) => paragraph.trim() !== '')
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, in order
                .map((paragraph, index) => <p key={index}>{paragraph}</p>)}
        </Text>
      )}
      {actions}
      {history ? (
        // Not a labelled section: the table's scroll region already is a landmark with this name.
        <div>
          <HistoryHeading id={historyId}>{labels.history}</HistoryHeading>
          <Table
            columns={columns}
            rows={history}
            rowKey={(row) => String(row.version)}
            aria-labelledby={historyId}
            loading={loading}
            manualSort
          />
        </div>
      ) : null}
    </Root>
  );
}
PolicyDocument.displayName = 'PolicyDocument';
