import { type Language, useApi } from '@qone/api-client';
import { Alert, Button, EnableTable, Modal, type TableColumn, TextField } from '@qone/ui';
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { loadError } from '../../app/LoadError';
import { fieldLimits } from '../../app/limits';
import { useAction } from '../../app/useAction';
import { languagesCopy } from '../../copy';

const t = languagesCopy.modal;

const Code = styled.code`
  font-family: ${({ theme }) => theme.font.familyMono};
  color: ${({ theme }) => theme.color.fgMuted};
`;

const languageKey = (row: Language) => row.code;
const languageName = (row: Language) => row.name;

/**
 * 'Default languages': the whole ISO 639-2 list from the server — search, Select All, one default by radio, a custom
 * code and an Enable checkbox per language — saved for the company (only the rows that changed are sent).
 */
export function DefaultLanguagesModal({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { useLanguages, useMutations } = useApi();
  const { data, error, isLoading, mutate } = useLanguages();
  const { updateLanguages } = useMutations();
  const [rows, setRows] = useState<Language[] | null>(null);
  const [query, setQuery] = useState('');
  // `changed` is read when Save is pressed.
  const save = useAction({
    run: () =>
      updateLanguages({
        languages: changed.map(({ code, customCode, enabled: on, default: isDefault }) => ({
          code,
          customCode,
          enabled: on,
          default: isDefault,
        })),
      }),
    revalidate: (saved) => mutate(saved.data, { revalidate: false }),
    success: (saved) => saved.message,
  });
  const { reset } = save;

  // Every opening starts from what is saved.
  useEffect(() => {
    if (open) {
      setRows(null);
      setQuery('');
      reset();
    }
  }, [open, reset]);

  useEffect(() => {
    if (open && data && rows === null) setRows(data);
  }, [open, data, rows]);

  const shown = useMemo(() => {
    const wanted = query.trim().toLowerCase();
    const all = rows ?? [];
    return wanted === ''
      ? all
      : all.filter((row) => `${row.name} ${row.code} ${row.customCode}`.toLowerCase().includes(wanted));
  }, [rows, query]);
  const changed = (rows ?? []).filter((row) => {
    const before = data?.find((language) => language.code === row.code);
    return (
      before &&
      (before.enabled !== row.enabled ||
        before.default !== row.default ||
        before.customCode !== row.customCode)
    );
  });
  const enabled = (rows ?? []).filter((row) => row.enabled);
  const update = (change: (row: Language) => Language) => setRows((all) => (all ?? []).map(change));
  const saving = save.pending;
  const columns: TableColumn<Language>[] = [
    { id: 'language', header: t.language, cell: (row) => row.name },
    { id: 'code', header: t.code, width: 'medium', cell: (row) => <Code>{row.code}</Code> },
    {
      id: 'customCode',
      header: t.customCode,
      width: 'medium',
      cell: (row) => (
        <TextField
          label={t.customCodeOf(row.name)}
          hideLabel
          size="small"
          value={row.customCode}
          maxLength={fieldLimits.language.customCode}
          spellCheck={false}
          autoComplete="off"
          disabled={saving}
          onChange={(event) => {
            const customCode = event.currentTarget.value;
            update((language) => (language.code === row.code ? { ...language, customCode } : language));
          }}
        />
      ),
    },
  ];

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      description={t.description}
      size="xlarge"
      disableBackdropClose={changed.length > 0}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{t.close}</Button>
          <Button
            variant="primary"
            loading={saving}
            disabled={changed.length === 0}
            onClick={() =>
              void save.run().then(
                () => onOpenChange(false),
                () => undefined,
              )
            }
          >
            {t.save}
          </Button>
        </>
      }
    >
      <p role="status">{t.summary(enabled.length, enabled.find((row) => row.default)?.name ?? null)}</p>
      {save.error ? <Alert variant="danger">{save.error}</Alert> : null}
      <EnableTable
        rows={shown}
        rowKey={languageKey}
        rowName={languageName}
        columns={columns}
        defaultStaysEnabled
        query={query}
        onQueryChange={setQuery}
        loading={isLoading}
        disabled={saving}
        error={loadError({ error, mutate })}
        labels={{
          table: t.language,
          default: t.default,
          enabled: t.enabled,
          search: t.search,
          selectAll: t.selectAll,
          defaultOf: t.defaultLanguage,
          enableOf: t.enableLanguage,
          empty: t.empty,
        }}
        onEnabledChange={(code, on) => update((row) => (row.code === code ? { ...row, enabled: on } : row))}
        onDefaultChange={(code) =>
          update((row) => ({ ...row, default: row.code === code, enabled: row.code === code || row.enabled }))
        }
        onSelectAll={(on) => {
          const codes = new Set(shown.map((row) => row.code));
          update((row) => (codes.has(row.code) ? { ...row, enabled: on || row.default } : row));
        }}
      />
    </Modal>
  );
}
