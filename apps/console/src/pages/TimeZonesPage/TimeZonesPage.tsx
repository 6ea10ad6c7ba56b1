import { type TimeZone, useApi } from '@qone/api-client';
import { Alert, Button, EnableTable, type TableColumn } from '@qone/ui';
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { loadError } from '../../app/LoadError';
import { useAction } from '../../app/useAction';
import { settingsCopy } from '../../copy';
import { SettingsPage, Toolbar } from '../../features/Settings';

const t = settingsCopy.timeZones;

const Offset = styled.span`
  font-family: ${({ theme }) => theme.font.familyMono};
  color: ${({ theme }) => theme.color.fgMuted};
`;

const Zone = styled.span`
  display: flex;
  flex-direction: column;

  small {
    color: ${({ theme }) => theme.color.fgMuted};
    font-size: ${({ theme }) => theme.fontSize.fontSize75};
  }
`;

const zoneKey = (row: TimeZone) => row.id;

/** A zone's own columns: its city (the label without its offset) over its id, and its offset. */
const zoneColumns: TableColumn<TimeZone>[] = [
  {
    id: 'zone',
    header: t.zone,
    cell: (row) => (
      <Zone>
        <span>{row.label.replace(/^\(UTC[^)]*\)\s*/, '')}</span>
        <small>{row.id}</small>
      </Zone>
    ),
  },
  { id: 'offset', header: t.offset, width: 'medium', cell: (row) => <Offset>UTC{row.utcOffset}</Offset> },
];

/**
 * /tzn: every IANA time zone the server's runtime knows, with its current UTC offset; search by city, enable zones
 * (Select All enables those shown), one default by radio, saved for the company (the dashboard card follows).
 */
export function TimeZonesPage() {
  const { useTimeZones, useMutations } = useApi();
  const { data, error, isLoading, mutate } = useTimeZones();
  const { updateTimeZones } = useMutations();
  const [rows, setRows] = useState<TimeZone[] | null>(null);
  const [query, setQuery] = useState('');

  useEffect(() => {
    if (data && rows === null) setRows(data);
  }, [data, rows]);

  const shown = useMemo(() => {
    const wanted = query.trim().toLowerCase();
    const all = rows ?? [];
    return wanted === '' ? all : all.filter((row) => `${row.label} ${row.id}`.toLowerCase().includes(wanted));
  }, [rows, query]);

  const changed = useMemo(
    () =>
      (rows ?? []).filter((row) => {
        const before = data?.find((zone) => zone.id === row.id);
        return before && (before.enabled !== row.enabled || before.default !== row.default);
      }),
    [rows, data],
  );
  const enabled = (rows ?? []).filter((row) => row.enabled);
  const defaultZone = enabled.find((row) => row.default)?.id ?? null;

  const update = (change: (row: TimeZone) => TimeZone) => setRows((all) => (all ?? []).map(change));

  const save = useAction({
    run: () =>
      updateTimeZones({
        timeZones: changed.map(({ id, enabled: on, default: isDefault }) => ({
          id,
          enabled: on,
          default: isDefault,
        })),
      }),
    revalidate: (saved) => {
      setRows(saved.data);
      return mutate(saved.data, { revalidate: false });
    },
    success: (saved) => saved.message,
  });
  const saving = save.pending;

  return (
    <SettingsPage title={t.title} description={t.description}>
      <Toolbar>
        <span role="status">{t.summary(enabled.length, defaultZone)}</span>
        <Button
          variant="primary"
          onClick={() => save.start()}
          loading={saving}
          disabled={changed.length === 0 || !defaultZone}
        >
          {t.save}
        </Button>
      </Toolbar>
      {!defaultZone && rows ? <Alert variant="info">{t.chooseDefault}</Alert> : null}
      {save.error ? <Alert variant="danger">{save.error}</Alert> : null}
      <EnableTable
        rows={shown}
        rowKey={zoneKey}
        rowName={zoneKey}
        columns={zoneColumns}
        query={query}
        onQueryChange={setQuery}
        loading={isLoading}
        disabled={saving}
        error={loadError({ error, mutate }, { title: settingsCopy.loadError })}
        labels={{
          table: t.zone,
          default: t.default,
          enabled: t.enabled,
          search: t.search,
          selectAll: t.selectAll,
          defaultOf: t.defaultZone,
          enableOf: t.enableZone,
          empty: t.empty,
        }}
        onEnabledChange={(id, on) =>
          update((row) => (row.id === id ? { ...row, enabled: on, default: on ? row.default : false } : row))
        }
        onDefaultChange={(id) =>
          update((row) => ({ ...row, default: row.id === id, enabled: row.id === id || row.enabled }))
        }
        onSelectAll={(on) => {
          const ids = new Set(shown.map((row) => row.id));
          update((row) =>
            ids.has(row.id) ? { ...row, enabled: on, default: on ? row.default : false } : row,
          );
        }}
      />
    </SettingsPage>
  );
}
