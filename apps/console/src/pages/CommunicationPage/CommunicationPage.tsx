import { type CommunicationIntegration, useApi } from '@qone/api-client';
import {
  Button,
  IntegrationDialog,
  type IntegrationValues,
  StatusBadge,
  Table,
  type TableColumn,
  uiCopy,
} from '@qone/ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import { loadError } from '../../app/LoadError';
import { fieldLimits } from '../../app/limits';
import { useFormat } from '../../app/useFormat';
import { commonCopy, settingsCopy } from '../../copy';
import type { ConflictField } from '../../features/Conflict';
import { ConfirmAction, useRecordList } from '../../features/RecordList';
import { SettingsPage, Toolbar } from '../../features/Settings';

const t = settingsCopy.communication;

/** What the conflict notice compares: the fields of the edit dialog. */
const integrationFields: ConflictField<CommunicationIntegration>[] = [
  { label: t.name, value: (integration) => integration.name },
  { label: t.provider, value: (integration) => integration.provider },
  { label: t.sender, value: (integration) => integration.settings.sender },
  {
    label: t.apiKey,
    value: (integration) => (integration.secretsSet.includes('apiKey') ? t.apiKeySet : t.apiKeyNotSet),
  },
];

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.space100};
`;

/**
 * /company-settings/communication: the company's mail and SMS integrations from the server. 'Add New Integration'
 * saves type, provider, name and sender; the API key is write-only — stored encrypted, shown only as "set", and
 * replaced from the edit dialog.
 */
/** What the server answers a change with: the toast's text. */
interface Said {
  message: string;
}

const settingsOf = (values: IntegrationValues): Record<string, string> =>
  values.sender ? { sender: values.sender } : {};
const secretsOf = (values: IntegrationValues) =>
  values.apiKey ? { secrets: { apiKey: values.apiKey } } : {};

export function CommunicationPage() {
  const { useCommunicationIntegrations, useMutations } = useApi();
  const { data, error, isLoading, mutate } = useCommunicationIntegrations();
  const format = useFormat();
  const { createCommunicationIntegration, updateCommunicationIntegration, deleteCommunicationIntegration } =
    useMutations();
  const list = useRecordList<CommunicationIntegration, IntegrationValues, Said, Said, Said>({
    create: (values) =>
      createCommunicationIntegration({
        name: values.name,
        type: values.type,
        provider: values.provider,
        settings: settingsOf(values),
        ...secretsOf(values),
      }),
    update: (editing, values, baseVersion) =>
      updateCommunicationIntegration(editing._id, {
        name: values.name,
        provider: values.provider,
        settings: settingsOf(values),
        ...secretsOf(values),
        baseVersion,
      }),
    remove: (integration) => deleteCommunicationIntegration(integration._id),
    created: (_, result) => result.message,
    updated: (_, result) => result.message,
    deleted: (_, result) => result.message,
    fields: integrationFields,
  });
  const editing = list.editing;

  const columns: TableColumn<CommunicationIntegration>[] = [
    { id: 'name', header: t.name, cell: (row) => row.name },
    { id: 'type', header: t.type, width: 'small', cell: (row) => t.types[row.type] },
    { id: 'provider', header: t.provider, cell: (row) => row.provider },
    { id: 'sender', header: t.sender, cell: (row) => row.settings.sender ?? '' },
    {
      id: 'apiKey',
      header: t.apiKey,
      width: 'small',
      cell: (row) => (
        <StatusBadge tone={row.secretsSet.includes('apiKey') ? 'success' : 'neutral'}>
          {row.secretsSet.includes('apiKey') ? t.apiKeySet : t.apiKeyNotSet}
        </StatusBadge>
      ),
    },
    { id: 'created', header: t.created, cell: (row) => format.moment(row.createdAt) },
    {
      id: 'actions',
      header: t.actions,
      width: 'large',
      cell: (row) => (
        <Actions>
          <Button
            size="small"
            aria-label={`${t.edit} ${row.name}`}
            onClick={() => list.open({ kind: 'edit', record: row })}
          >
            {t.edit}
          </Button>
          <Button
            size="small"
            variant="danger"
            aria-label={`${t.delete} ${row.name}`}
            onClick={() => list.open({ kind: 'delete', record: row })}
          >
            {t.delete}
          </Button>
        </Actions>
      ),
    },
  ];

  // One object per record: the dialog starts again from `initial` whenever it changes (a Reload does that).
  const initial = useMemo(
    () =>
      editing
        ? {
            type: editing.type,
            provider: editing.provider,
            name: editing.name,
            sender: editing.settings.sender ?? '',
            apiKeySet: editing.secretsSet.includes('apiKey'),
          }
        : undefined,
    [editing],
  );
  return (
    <SettingsPage title={t.title} description={t.description}>
      <Toolbar>
        <span />
        <Button variant="primary" onClick={() => list.open({ kind: 'create' })}>
          {t.add}
        </Button>
      </Toolbar>
      <Table
        aria-label={t.table}
        columns={columns}
        rows={data ?? []}
        rowKey={(row) => row._id}
        manualSort
        loading={isLoading}
        emptyText={t.empty}
        error={loadError({ error, mutate }, { title: settingsCopy.loadError })}
      />
      <IntegrationDialog
        limits={fieldLimits.integration}
        open={list.editorOpen}
        onOpenChange={(open) => (open ? undefined : list.close())}
        initial={initial}
        providers={t.providers}
        error={list.saveError}
        notice={list.notice}
        submitting={list.saving}
        onSubmit={list.submitAndClose}
        labels={{
          addTitle: t.add,
          editTitle: t.editTitle,
          type: t.type,
          types: t.types,
          provider: t.provider,
          name: t.name,
          sender: t.sender,
          apiKey: t.apiKey,
          apiKeySet: t.apiKeySet,
          replace: t.replace,
          apiKeyHint: t.apiKeyHint,
          save: settingsCopy.company.save,
          cancel: uiCopy.common.cancel,
          nameRequired: t.nameRequired,
          providerRequired: t.providerRequired,
        }}
      />
      <ConfirmAction
        open={list.deleting !== undefined}
        onOpenChange={(open) => (open ? undefined : list.close())}
        message={commonCopy.deleteItemConfirm}
        error={list.deleteError}
        onConfirm={list.confirmDelete}
      />
    </SettingsPage>
  );
}
