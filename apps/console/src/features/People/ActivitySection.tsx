import { type ActivityTargetType, useApi } from '@qone/api-client';
import { ActivityPanel, ErrorState } from '@qone/ui';
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
  return (
    <ActivityPanel
      items={(events.items ?? []).map((event) => toActivityItem(event, fieldName))}
      labels={activityLabels(targetLabel)}
      loading={events.isLoading}
      error={
        events.error ? (
          <ErrorState
            compact
            headingLevel={3}
            title={peopleCopy.activity.loadError}
            message={events.error.message}
            onRetry={() => void events.revalidate()}
          />
        ) : undefined
      }
      hasMore={events.hasMore}
      loadingMore={events.isLoadingMore}
      onLoadMore={events.loadMore}
    />
  );
}
