import { type Domain, useApi } from '@qone/api-client';
import { Alert, Button, DnsRecordTable, DomainTable, Modal, Switch, TextField, uiCopy } from '@qone/ui';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { loadError } from '../../app/LoadError';
import { useAction } from '../../app/useAction';
import { useFormat } from '../../app/useFormat';
import { commonCopy, settingsCopy } from '../../copy';
import type { ConflictField } from '../../features/Conflict';
import { ConfirmAction, useRecordList } from '../../features/RecordList';
import { SettingsPage, Toolbar } from '../../features/Settings';
import { isHostname } from '../../forms/patterns';

const t = settingsCopy.domains;

/** What the conflict notice compares: the fields of the update dialog. */
const domainFields: ConflictField<Domain>[] = [
  { label: t.domain, value: (domain) => domain.domain },
  { label: t.active, value: (domain) => domain.active },
];

// Not a labelled section: the records table's scroll region already is a landmark with the same name.
const Records = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space150};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.fontSize300};
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
`;

/**
 * /company-settings/edit/domain: the table Domain, Active, Action with add and update dialogs (an invalid host
 * name disables Save and marks the field red; active is toggled in the update dialog), and each domain's DNS
 * records with Verify.
 */
export function DomainsPage() {
  const { useDomains, useMutations } = useApi();
  const { data, error, isLoading, mutate } = useDomains();
  const format = useFormat();
  const { createDomain, updateDomain, deleteDomain, verifyDomain } = useMutations();
  const [name, setName] = useState('');
  const [active, setActive] = useState(true);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [verifyMessage, setVerifyMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const list = useRecordList<Domain, { domain: string; active: boolean }>({
    create: ({ domain }) => createDomain({ domain }),
    update: (editing, values, baseVersion) => updateDomain(editing._id, { ...values, baseVersion }),
    // Refused while a mailer sends from the domain (409, naming them): the confirmation shows why and stays open.
    remove: async (domain) => {
      await deleteDomain(domain._id);
      if (selectedId === domain._id) setSelectedId(null);
    },
    deleted: (domain) => t.deleted(domain.domain),
    fields: domainFields,
    onOpen: (editing) => {
      setName(editing?.domain ?? '');
      setActive(editing?.active ?? true);
    },
  });
  // The public-suffix rule carries the Public Suffix List (about 36 KB): loaded when the dialog first opens, not
  // with the page. Until it is there the server's refusal (the same words) still shows in the dialog.
  const [isPublicName, setIsPublicName] = useState<((name: string) => boolean) | null>(null);
  useEffect(() => {
    if (!list.editorOpen || isPublicName) return;
    let cancelled = false;
    void import('@qone/domain/domain-names').then((rule) => {
      if (!cancelled) setIsPublicName(() => rule.isPublicDomainName);
    });
    return () => {
      cancelled = true;
    };
  }, [list.editorOpen, isPublicName]);

  const trimmed = name.trim();
  const wellFormed = isHostname(trimmed);
  // A name stored before the public-suffix rule may be kept (e.g. to deactivate it); a new name must be public.
  const kept = list.editing?.domain.toLowerCase() === trimmed.toLowerCase();
  const isPublic = kept || !isPublicName || isPublicName(trimmed);
  const valid = wellFormed && isPublic;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) void list.submitAndClose({ domain: name.trim(), active });
  };
  const verify = useAction({ run: (id: string) => verifyDomain(id), failure: 'toast' });
  const check = (id: string) => {
    setVerifyMessage(null);
    verify
      .run(id)
      .then((result) => setVerifyMessage({ text: result.message, ok: result.data.status === 'verified' }))
      .catch(() => undefined);
  };

  const selected = data?.find((domain) => domain._id === selectedId) ?? null;
  return (
    <SettingsPage title={t.title} description={t.description}>
      <Toolbar>
        <span />
        <Button variant="primary" onClick={() => list.open({ kind: 'create' })}>
          {t.add}
        </Button>
      </Toolbar>
      <DomainTable
        rows={(data ?? []).map((domain) => ({
          id: domain._id,
          domain: domain.domain,
          active: domain.active,
          verification: domain.status,
        }))}
        loading={isLoading}
        error={loadError({ error, mutate }, { title: settingsCopy.loadError })}
        selectedId={selectedId}
        onEdit={(id) => {
          const domain = data?.find((candidate) => candidate._id === id);
          if (domain) list.open({ kind: 'edit', record: domain });
        }}
        onShowRecords={(id) => {
          setVerifyMessage(null);
          setSelectedId(selectedId === id ? null : id);
        }}
        onDelete={(id) => {
          const domain = data?.find((candidate) => candidate._id === id);
          if (domain) list.open({ kind: 'delete', record: domain });
        }}
        labels={{
          domain: t.domain,
          active: t.active,
          verification: t.verification,
          action: t.action,
          yes: t.yes,
          no: t.no,
          states: t.states,
          edit: t.edit,
          records: t.records,
          delete: t.delete,
          empty: t.empty,
          table: t.table,
        }}
      />
      {selected ? (
        <Records>
          <h2>{t.recordsOf(selected.domain)}</h2>
          <p>{t.recordsIntro}</p>
          <Toolbar>
            <span>
              {selected.lastCheckedAt ? t.lastChecked(format.moment(selected.lastCheckedAt)) : t.neverChecked}
            </span>
            <Button variant="primary" loading={verify.pending} onClick={() => check(selected._id)}>
              {t.verify}
            </Button>
          </Toolbar>
          {verifyMessage ? (
            <Alert variant={verifyMessage.ok ? 'success' : 'warning'}>{verifyMessage.text}</Alert>
          ) : null}
          <DnsRecordTable
            aria-label={t.recordsOf(selected.domain)}
            labels={t.record}
            rows={selected.records.map((record) => ({
              key: `${record.purpose}:${record.host}`,
              type: record.type,
              purpose: record.provider
                ? `${t.purposes[record.purpose]} (${settingsCopy.mailers.types[record.provider]})`
                : t.purposes[record.purpose],
              host: record.host,
              value: record.value,
              required: record.required,
              status: record.status,
              found: record.found,
              checkedAt: record.checkedAt ? format.moment(record.checkedAt) : null,
            }))}
          />
        </Records>
      ) : null}
      <Modal
        open={list.editorOpen}
        onOpenChange={(next) => (next ? undefined : list.close())}
        title={list.editing ? t.updateTitle : t.addTitle}
        size="medium"
        footer={
          <>
            <Button onClick={list.close}>{uiCopy.common.cancel}</Button>
            <Button
              type="submit"
              form="domain-form"
              variant="primary"
              disabled={!valid}
              loading={list.saving}
            >
              {t.save}
            </Button>
          </>
        }
      >
        <Form id="domain-form" onSubmit={submit} noValidate>
          {list.notice}
          {list.saveError ? <Alert variant="danger">{list.saveError}</Alert> : null}
          <TextField
            label={t.domain}
            required
            value={name}
            maxLength={253}
            error={name === '' ? undefined : !wellFormed ? t.invalid : !isPublic ? t.notPublic : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {list.editing ? <Switch label={t.active} checked={active} onCheckedChange={setActive} /> : null}
        </Form>
      </Modal>
      <ConfirmAction
        open={Boolean(list.deleting)}
        onOpenChange={(next) => (next ? undefined : list.close())}
        title={list.deleting ? t.deleteTitle(list.deleting.domain) : undefined}
        message={commonCopy.deleteItemConfirm}
        confirmLabel={t.delete}
        error={list.deleteError}
        onConfirm={list.confirmDelete}
      />
    </SettingsPage>
  );
}
