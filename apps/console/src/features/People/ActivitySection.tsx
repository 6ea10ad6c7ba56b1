import { type ActivityTargetType, useApi } from '@qone/api-client';
import { ActivityTimeline } from '@qone/ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import { loadError } from '../../app/LoadError';
import { useFormat } from '../../app/useFormat';
import { peopleCopy } from '../../copy';
import { needsLineDiff, toTimelineEntry, useLineDiff } from '../Activity';

const t = peopleCopy.activity;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.space200} 0;
  color: ${({ theme }) => theme.color.fgMuted};
`;

export interface ActivitySectionProps {
  targetType: ActivityTargetType;
  targetId: string;
  /** The record's name, for the list's label. */
  targetLabel: string;
}

/**
 * One record's history from the activity record, newest first, a page at a time; every change reloads it. The
 * Activity page's timeline narrowed to one record: no filters, and every entry's changes shown at once.
 */
export function ActivitySection({ targetType, targetId, targetLabel }: ActivitySectionProps) {
  const { useActivity } = useApi();
  const events = useActivity({ targetType, targetId }, { pageSize: 20 });
  const format = useFormat();
  const lineDiff = useLineDiff(events.items?.some(needsLineDiff) ?? false);
  const entries = useMemo(
    () => (events.items ?? []).map((event) => toTimelineEntry(event, format.moment, lineDiff)),
    [events.items, format.moment, lineDiff],
  );
  return (
    <ActivityTimeline
      items={entries}
      labels={{ list: t.listLabel(targetLabel), loadOlder: t.loadMore }}
      collapsible={false}
      autoLoad={false}
      loading={events.isLoading}
      error={loadError(
        { error: events.error, mutate: events.revalidate },
        { headingLevel: 3, title: t.loadError },
      )}
      empty={<Empty>{t.empty}</Empty>}
      hasMore={events.hasMore}
      loadingMore={events.isLoadingMore}
      onLoadMore={events.loadMore}
    />
  );
}
