import { type CommunicationIntegration, useApi } from '@qone/api-client';
import {
  Button,
  ConfirmDialog,
  IntegrationDialog,
  type IntegrationValues,
  StatusBadge,
  Table,
  type TableColumn,
  uiCopy,
  useToast,
} from '@qone/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { errorText } from '../../app/errors';
import { loadError } from '../../app/LoadError';
import { useFormat } from '../../app/useFormat';
import { commonCopy, settingsCopy } from '../../copy';
import { type ConflictField, isConflict, RecordConflict, useConflict } from '../../features/Conflict';
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
export function CommunicationPage() {
  const { useCommunicationIntegrations, useMutations } = useApi();
  const { data, error, isLoading, mutate } = useCommunicationIntegrations();
  const format = useFormat();
  const { createCommunicationIntegration, updateCommunicationIntegration, deleteCommunicationIntegration } =
    useMutations();
  const { toast } = useToast();
  const [dialog, setDialog] = useState<{ open: boolean; editing?: CommunicationIntegration }>({
    open: false,
  });
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<CommunicationIntegration | null>(null);
  const conflict = useConflict<CommunicationIntegration>();
  const openDialog = (editing?: CommunicationIntegration) => {
    setSaveError(null);
    conflict.clear();
    setDialog(editing ? { open: true, editing } : { open: true });
  };

  const submit = async (values: IntegrationValues) => {
    setSaving(true);
    setSaveError(null);
    const settings: Record<string, string> = values.sender ? { sender: values.sender } : {};
    const secrets = values.apiKey ? { apiKey: values.apiKey } : undefined;
    const { editing } = dialog;
    try {
      if (editing) {
        // Everything after the save is part of it: an Overwrite runs it again.
        await conflict.save(editing.version, async (baseVersion) => {
          const result = await updateCommunicationIntegration(editing._id, {
            name: values.name,
            provider: values.provider,
            settings,
            ...(secrets ? { secrets } : {}),
            baseVersion,
          });
          toast({ title: result.message, variant: 'success' });
          setDialog({ open: false });
        });
      } else {
        const result = await createCommunicationIntegration({
          name: values.name,
          type: values.type,
          provider: values.provider,
          settings,
          ...(secrets ? { secrets } : {}),
        });
        toast({ title: result.message, variant: 'success' });
        setDialog({ open: false });
      }
    } catch (failure) {
      if (!isConflict(failure)) setSaveError(errorText(failure));
    } finally {
      setSaving(false);
    }
  };

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
          <Button size="small" aria-label={`${t.edit} ${row.name}`} onClick={() => openDialog(row)}>
            {t.edit}
          </Button>
          <Button
            size="small"
            variant="danger"
            aria-label={`${t.delete} ${row.name}`}
            onClick={() => setDeleting(row)}
          >
            {t.delete}
          </Button>
        </Actions>
      ),
    },
  ];

  const editing = dialog.editing;
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
        <Button variant="primary" onClick={() => openDialog()}>
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
        open={dialog.open}
        onOpenChange={(open) => setDialog(open ? dialog : { open: false })}
        initial={initial}
        providers={t.providers}
        error={saveError}
        notice={
          conflict.current && editing ? (
            <RecordConflict
              current={conflict.current}
              base={editing}
              fields={integrationFields}
              onReload={() => conflict.current && openDialog(conflict.current)}
              onOverwrite={() =>
                void conflict.overwrite().catch((failure: unknown) => {
                  if (!isConflict(failure)) setSaveError(errorText(failure));
                })
              }
              overwriting={conflict.overwriting}
            />
          ) : null
        }
        submitting={saving}
        onSubmit={submit}
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
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        message={commonCopy.deleteItemConfirm}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            const result = await deleteCommunicationIntegration(deleting._id);
            toast({ title: result.message, variant: 'success' });
          } catch (failure) {
            toast({
              title: errorText(failure),
              variant: 'danger',
            });
          }
          setDeleting(null);
        }}
      />
    </SettingsPage>
  );
}
