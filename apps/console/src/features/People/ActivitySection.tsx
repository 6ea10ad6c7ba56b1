import { type ActivityTargetType, useApi } from '@qone/api-client';
import { ActivityPanel } from '@qone/ui';
import { loadError } from '../../app/LoadError';
import { useFormat } from '../../app/useFormat';
import { peopleCopy } from '../../copy';
import { activityLabels, toActivityItem } from './activity';

export interface ActivitySectionProps {
  targetType: ActivityTargetType;
  targetId: string;
  /** The record's name, for the list's label. */
  targetLabel: string;
  /** Names a changed field (default: the people fields' names). */
  fieldName?: (field: string) => string;
}

/** One record's history from the activity record, newest first, a page at a time; every change reloads it. */
export function ActivitySection({ targetType, targetId, targetLabel, fieldName }: ActivitySectionProps) {
  const { useActivity } = useApi();
  const events = useActivity({ targetType, targetId }, { pageSize: 20 });
  const format = useFormat();
  return (
    <ActivityPanel
      items={(events.items ?? []).map((event) => toActivityItem(event, format.moment, fieldName))}
      labels={activityLabels(targetLabel)}
      loading={events.isLoading}
      error={loadError(
        { error: events.error, mutate: events.revalidate },
        { headingLevel: 3, title: peopleCopy.activity.loadError },
      )}
      hasMore={events.hasMore}
      loadingMore={events.isLoadingMore}
      onLoadMore={events.loadMore}
    />
  );
}
