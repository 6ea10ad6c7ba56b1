import { type TimeZone, useApi } from '@qone/api-client';
import { Alert, Button, TimeZoneTable } from '@qone/ui';
import { useEffect, useMemo, useState } from 'react';
import { loadError } from '../../app/LoadError';
import { useAction } from '../../app/useAction';
import { settingsCopy } from '../../copy';
import { SettingsPage, Toolbar } from '../../features/Settings';

const t = settingsCopy.timeZones;

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
      <TimeZoneTable
        rows={shown}
        query={query}
        onQueryChange={setQuery}
        loading={isLoading}
        disabled={saving}
        error={loadError({ error, mutate }, { title: settingsCopy.loadError })}
        labels={{
          zone: t.zone,
          offset: t.offset,
          enabled: t.enabled,
          default: t.default,
          search: t.search,
          selectAll: t.selectAll,
          enableZone: t.enableZone,
          defaultZone: t.defaultZone,
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
