import { type ActivityArea, type ActivityFilter, type ActivityTargetType, useApi } from '@qone/api-client';
import { type ActivityAction, activityCatalogue } from '@qone/domain/activity';
import {
  ActivityFilters,
  type ActivityFilterValue,
  ActivityTimeline,
  Button,
  EmptyState,
  type FilterOptionGroup,
  hasActivityFilter,
} from '@qone/ui';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '../../app/LoadError';
import { useBreadcrumbs } from '../../app/useBreadcrumbs';
import { useFormat, useNow } from '../../app/useFormat';
import { activityCopy, settingsCopy } from '../../copy';
import { ActivityExportDialog, needsLineDiff, toTimelineEntry, useLineDiff } from '../../features/Activity';
import { rangeQuery } from '../../features/Activity/timeRange';
import { PeoplePage } from '../../features/People';

const t = activityCopy;

/** The query parameters of the page's address, one per filter. */
const FILTER_KEYS = ['actor', 'area', 'action', 'range', 'from', 'to', 'q'] as const;
const TARGET_KEYS = ['targetType', 'targetId'] as const;

const AREAS = Object.keys(activityCatalogue) as ActivityArea[];
const areaOptions = AREAS.map((area) => ({ value: area, label: t.areas[area] }));
const actionGroups = (area: string): FilterOptionGroup[] =>
  AREAS.filter((candidate) => area === '' || candidate === area).map((candidate) => ({
    label: t.areas[candidate],
    options: (Object.keys(activityCatalogue[candidate].actions) as ActivityAction[]).map((action) => ({
      value: action,
      label: t.actions[action].name,
    })),
  }));
const rangeOptions = (Object.keys(t.ranges) as (keyof typeof t.ranges)[]).map((range) => ({
  value: range === 'any' ? '' : range,
  label: t.ranges[range],
}));

const PAGE_SIZE = 50;

/**
 * Account Settings → Activity (/company-settings/activity): the company's whole activity record, newest first, older
 * events loading as the list scrolls; filters by who, area, action, record, time range and names, all kept in the
 * address (shareable; reload and back keep them); each entry opens to its changes before → after. The server
 * refuses the record to anyone without the `settings` permission, and the page says so.
 */
export function ActivityPage() {
  const [params, setParams] = useSearchParams();
  const { useActivity, useUsers } = useApi();
  const format = useFormat();
  const now = useNow();
  const crumbs = useBreadcrumbs(t.title);

  const value: ActivityFilterValue = {
    actor: params.get('actor') ?? '',
    area: params.get('area') ?? '',
    action: params.get('action') ?? '',
    range: params.get('range') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    q: params.get('q') ?? '',
  };
  const targetType = params.get('targetType');
  const targetId = params.get('targetId');
  const target = targetType && targetId ? { targetType: targetType as ActivityTargetType, targetId } : null;

  const filter: ActivityFilter = {
    ...(value.actor ? { actorId: value.actor } : {}),
    ...(value.area ? { area: value.area as ActivityArea } : {}),
    ...(value.action ? { action: value.action } : {}),
    ...(value.q.trim() ? { q: value.q.trim() } : {}),
    ...rangeQuery({ preset: value.range, from: value.from, to: value.to }, now(), format.zone),
    ...(target ?? {}),
  };
  const events = useActivity(filter, { pageSize: PAGE_SIZE });
  const users = useUsers({ shouldRetryOnError: false });
  const lineDiff = useLineDiff(events.items?.some(needsLineDiff) ?? false);

  const entries = useMemo(
    () =>
      (events.items ?? []).map((event) => toTimelineEntry(event, format.moment, lineDiff, { area: true })),
    [events.items, format.moment, lineDiff],
  );
  const actors = useMemo(
    () =>
      (users.data ?? [])
        .map((user) => ({ value: user._id, label: user.name || user.email }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [users.data],
  );

  /** A new address with `next` filters (and the target unless it is removed); each change is a history entry. */
  const go = (next: ActivityFilterValue, keepTarget = true) => {
    const query = new URLSearchParams();
    for (const key of FILTER_KEYS) if (next[key]) query.set(key, next[key]);
    if (keepTarget && target) for (const key of TARGET_KEYS) query.set(key, target[key]);
    setParams(query);
  };
  const clear = () => setParams(new URLSearchParams());
  const filtered = hasActivityFilter(value) || target !== null;
  // Every event of a one-record view names that record as it was: the newest one names it best.
  const targetLabel = events.items?.[0]?.targetLabel ?? target?.targetId ?? '';
  // Refused (no `settings` permission) or a query the server cannot take: asking again would answer the same.
  const refused = events.error !== undefined && events.error.status < 500;

  if (events.error?.status === 403 || events.error?.status === 401) {
    return (
      <PeoplePage crumbs={crumbs} title={t.title} description={t.description}>
        <LoadError
          read={{ error: events.error, mutate: events.revalidate }}
          title={t.loadError}
          retry={false}
        />
      </PeoplePage>
    );
  }

  return (
    <PeoplePage
      crumbs={crumbs}
      title={t.title}
      description={t.description}
      actions={
        <ActivityExportDialog
          filters={filter}
          trigger={<Button>{settingsCopy.activityExport.open}</Button>}
        />
      }
    >
      <ActivityFilters
        value={value}
        onChange={(next) => go(next)}
        actors={actors}
        areas={areaOptions}
        actions={actionGroups(value.area)}
        ranges={rangeOptions}
        customRange="custom"
        labels={t.filters}
        onClear={clear}
        {...(target ? { target: { label: targetLabel, onRemove: () => go(value, false) } } : {})}
      />
      <ActivityTimeline
        items={entries}
        labels={{ list: t.list, loadOlder: t.loadOlder }}
        loading={events.isLoading}
        error={
          events.error ? (
            <LoadError
              read={{ error: events.error, mutate: events.revalidate }}
              title={t.loadError}
              retry={!refused}
            />
          ) : undefined
        }
        empty={
          filtered ? (
            <EmptyState
              border
              title={t.emptyTitle}
              text={t.emptyText}
              action={<Button onClick={clear}>{t.clearFilters}</Button>}
            />
          ) : (
            <EmptyState border title={t.nothingYetTitle} text={t.nothingYetText} />
          )
        }
        hasMore={events.hasMore}
        loadingMore={events.isLoadingMore}
        onLoadMore={events.loadMore}
      />
    </PeoplePage>
  );
}
