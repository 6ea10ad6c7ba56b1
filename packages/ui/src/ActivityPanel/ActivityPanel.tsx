import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Skeleton } from '../Skeleton';

/** One changed field of an event. */
export interface ActivityChange {
  /** The field's name as the app words it. */
  field: string;
  /** Its value before, as text ('' when it had none). */
  before: string;
  /** Its value after, as text ('' when it has none). */
  after: string;
}

/** One event of a record's history. */
export interface ActivityItem {
  id: string;
  /** What happened, in a sentence, e.g. "Anna Schmidt invited Ben Keller". */
  summary: ReactNode;
  /** When, as the app writes it. */
  at: string;
  /** The same moment as a machine-readable date-time (for `<time>`). */
  dateTime: string;
  /** The fields that changed. */
  changes?: readonly ActivityChange[];
}

export interface ActivityPanelLabels {
  /** Names the list, e.g. "Activity of Ben Keller". */
  list: string;
  /** Said when nothing has happened yet. */
  empty: ReactNode;
  /** The button loading older events. */
  loadMore: ReactNode;
  /** Names a change for screen readers: "Group changed from Viewers to Administration". */
  change: (change: ActivityChange) => string;
  /** Shown for an empty value. */
  none: string;
}

export interface ActivityPanelProps {
  /** Events, newest first. */
  items: readonly ActivityItem[];
  labels: ActivityPanelLabels;
  /** The first page is loading. */
  loading?: boolean;
  /** The caller's error (e.g. an `ErrorState`). */
  error?: ReactNode;
  /** Older events exist. */
  hasMore?: boolean;
  /** Loads older events. */
  onLoadMore?: () => void;
  /** Older events are loading. */
  loadingMore?: boolean;
  /** The list. */
  ref?: Ref<HTMLOListElement>;
}

const List = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Event = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space50};
  padding: ${({ theme }) => theme.space.space150} 0 ${({ theme }) => theme.space.space150}
    ${({ theme }) => theme.space.space300};
  border-left: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderMuted};
  margin-left: ${({ theme }) => theme.space.space100};
  &::before {
    content: '';
    position: absolute;
    top: ${({ theme }) => theme.space.space200};
    left: calc(-1 * ${({ theme }) => theme.space.space75} / 2 - ${({ theme }) => theme.size.borderWidth} / 2);
    width: ${({ theme }) => theme.space.space75};
    height: ${({ theme }) => theme.space.space75};
    border-radius: ${({ theme }) => theme.radius.radiusPill};
    background: ${({ theme }) => theme.color.accentEmphasis};
  }
`;

const Summary = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
  overflow-wrap: anywhere;
`;

const When = styled.time`
  color: ${({ theme }) => theme.color.fgMuted};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
`;

const Changes = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space25};
  margin: ${({ theme }) => theme.space.space50} 0 0;
  padding: ${({ theme }) => theme.space.space100};
  list-style: none;
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  background: ${({ theme }) => theme.color.canvasSubtle};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
  overflow-wrap: anywhere;
`;

const Field = styled.span`
  font-weight: ${({ theme }) => theme.font.weightSemibold};
`;

const Before = styled.del`
  color: ${({ theme }) => theme.color.dangerFg};
`;

const After = styled.ins`
  color: ${({ theme }) => theme.color.successFg};
  text-decoration: none;
`;

const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.space200} 0;
  color: ${({ theme }) => theme.color.fgMuted};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space.space150};
`;

/**
 * A record's history, newest first: who did what and when, with each changed field's value before and after. Older
 * events load on request. Loading, error and empty states are the caller's to say.
 */
export function ActivityPanel({
  items,
  labels,
  loading = false,
  error,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
  ref,
}: ActivityPanelProps) {
  if (loading) {
    return (
      <div aria-busy="true">
        <Skeleton lines={3} label={labels.list} />
      </div>
    );
  }
  if (error) return <>{error}</>;
  if (items.length === 0) return <Message>{labels.empty}</Message>;
  return (
    <div>
      <List ref={ref} aria-label={labels.list}>
        {items.map((item) => (
          <Event key={item.id}>
            <Summary>{item.summary}</Summary>
            <When dateTime={item.dateTime}>{item.at}</When>
            {item.changes && item.changes.length > 0 ? (
              <Changes>
                {item.changes.map((change) => (
                  <li key={change.field} aria-label={labels.change(change)}>
                    <Field>{change.field}</Field>: <Before>{change.before || labels.none}</Before> →{' '}
                    <After>{change.after || labels.none}</After>
                  </li>
                ))}
              </Changes>
            ) : null}
          </Event>
        ))}
      </List>
      {hasMore && onLoadMore ? (
        <More>
          <Button size="small" onClick={onLoadMore} loading={loadingMore}>
            {labels.loadMore}
          </Button>
        </More>
      ) : null}
    </div>
  );
}
ActivityPanel.displayName = 'ActivityPanel';
