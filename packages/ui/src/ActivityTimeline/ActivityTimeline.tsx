import { type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { ChangeDiff, type ChangeDiffValue } from '../ChangeDiff';
import { uiCopy } from '../copy';
import { ChevronDownIcon, ChevronRightIcon } from '../Icon';
import { Skeleton } from '../Skeleton';

/** One event of the timeline. */
export interface TimelineEntry {
  id: string;
  /** What happened, as a sentence, e.g. "Anna Schmidt renamed the permission group Viewers". */
  summary: ReactNode;
  /** When, as the app writes it. */
  at: string;
  /** The same moment as a machine-readable date-time (for `<time>`). */
  dateTime: string;
  /** The area the event belongs to, as the app names it (a badge), e.g. "Permission groups". */
  area?: string;
  /** The fields that changed, each rendered by its kind. */
  changes: readonly ChangeDiffValue[];
}

export interface ActivityTimelineLabels {
  /** Names the list, e.g. "Activity" or "Activity of Ben Keller". */
  list: string;
  /** The button that loads older events (the keyboard's and the no-observer fallback of the infinite scroll). */
  loadOlder?: string;
}

export interface ActivityTimelineProps {
  /** Events, newest first. */
  items: readonly TimelineEntry[];
  labels: ActivityTimelineLabels;
  /** The first page is loading. */
  loading?: boolean;
  /** The caller's error (e.g. the app's failed-read state); shown instead of the list. */
  error?: ReactNode;
  /** Shown when there is no event (e.g. an EmptyState with a way out). */
  empty: ReactNode;
  /** Older events exist. */
  hasMore?: boolean;
  /** Loads older events. */
  onLoadMore?: () => void;
  /** Older events are loading. */
  loadingMore?: boolean;
  /**
   * Each entry opens to its changes (a disclosure); false shows every entry's changes at once (a record's own short
   * history).
   */
  collapsible?: boolean;
  /** Loads older events as the end of the list scrolls into view (the button stays for the keyboard). */
  autoLoad?: boolean;
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

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.space50} ${({ theme }) => theme.space.space100};
`;

const Summary = styled.span`
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
  overflow-wrap: anywhere;
  text-align: left;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.space50};
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.fgDefault};
  font: inherit;
  cursor: pointer;
  text-align: left;
  svg {
    flex: none;
    margin-top: ${({ theme }) => theme.space.space25};
    color: ${({ theme }) => theme.color.fgMuted};
  }
  &:hover ${Summary} {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRingWidth} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: ${({ theme }) => theme.size.borderWidth};
    border-radius: ${({ theme }) => theme.radius.radiusSmall};
  }
`;

const When = styled.time`
  color: ${({ theme }) => theme.color.fgMuted};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
`;

const Changes = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space100};
  margin-top: ${({ theme }) => theme.space.space50};
  padding: ${({ theme }) => theme.space.space150};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  background: ${({ theme }) => theme.color.canvasSubtle};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fgMuted};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space.space150};
`;

function ChangeList({ changes, id }: { changes: readonly ChangeDiffValue[]; id?: string }) {
  return (
    <Changes id={id}>
      {changes.length === 0 ? (
        <Note>{uiCopy.activityTimeline.noChanges}</Note>
      ) : (
        changes.map((change) => <ChangeDiff key={change.field} change={change} />)
      )}
    </Changes>
  );
}

function Entry({ item, collapsible }: { item: TimelineEntry; collapsible: boolean }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const Chevron = open ? ChevronDownIcon : ChevronRightIcon;
  return (
    <Event>
      <Head>
        {collapsible ? (
          <Toggle type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
            <Chevron aria-hidden="true" />
            <Summary>{item.summary}</Summary>
          </Toggle>
        ) : (
          <Summary>{item.summary}</Summary>
        )}
        {item.area ? <Badge size="small">{item.area}</Badge> : null}
      </Head>
      <When dateTime={item.dateTime}>{item.at}</When>
      {!collapsible && item.changes.length > 0 ? <ChangeList changes={item.changes} /> : null}
      {collapsible && open ? <ChangeList changes={item.changes} id={id} /> : null}
    </Event>
  );
}

/**
 * A timeline of events, newest first: who did what and when, each entry opening (a disclosure, by click or keyboard)
 * to its changed fields before → after ({@link ChangeDiff}). Older events load as the end of the list scrolls into
 * view, and by the "Load older" button for the keyboard or without an IntersectionObserver. Loading, error and
 * empty states are the caller's to say.
 */
export function ActivityTimeline({
  items,
  labels,
  loading = false,
  error,
  empty,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
  collapsible = true,
  autoLoad = true,
  ref,
}: ActivityTimelineProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  loadMore.current = onLoadMore;
  const canLoad = hasMore && !loadingMore && !loading && !error;

  useEffect(() => {
    const element = sentinel.current;
    if (!autoLoad || !canLoad || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore.current?.();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [autoLoad, canLoad]);

  if (loading) {
    return (
      <div aria-busy="true">
        <Skeleton lines={4} label={labels.list} />
      </div>
    );
  }
  if (error) return <>{error}</>;
  if (items.length === 0) return <>{empty}</>;
  return (
    <div>
      <List ref={ref} aria-label={labels.list}>
        {items.map((item) => (
          <Entry key={item.id} item={item} collapsible={collapsible} />
        ))}
      </List>
      {hasMore && onLoadMore ? (
        <More ref={sentinel} data-timeline-end="">
          <Button size="small" onClick={onLoadMore} loading={loadingMore}>
            {labels.loadOlder ?? uiCopy.activityTimeline.loadOlder}
          </Button>
        </More>
      ) : null}
    </div>
  );
}
ActivityTimeline.displayName = 'ActivityTimeline';
