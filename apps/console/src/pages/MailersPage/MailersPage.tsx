import { type Mailer, type MailerType, type MailStatus, useApi } from '@qone/api-client';
import { Alert, Button, MailerTable, Modal, Select, TextField, uiCopy } from '@qone/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { loadError } from '../../app/LoadError';
import { useAction } from '../../app/useAction';
import { commonCopy, settingsCopy, validationCopy } from '../../copy';
import type { ConflictField } from '../../features/Conflict';
import { ConfirmAction, useRecordList } from '../../features/RecordList';
import { SettingsPage, Toolbar } from '../../features/Settings';
import { isEmail } from '../../forms/patterns';

const t = settingsCopy.mailers;

/** What the conflict notice compares: the fields of the update dialog. */
const mailerFields: ConflictField<Mailer>[] = [
  { label: t.mailer, value: (mailer) => mailer.mailer },
  { label: t.alias, value: (mailer) => mailer.alias },
  { label: t.type, value: (mailer) => t.types[mailer.type] },
  { label: t.domain, value: (mailer) => mailer.domain.domain },
];

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
`;

/** The sender address the dialog's fields make, as a mail client shows it. */
const Sender = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.space150};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  background: ${({ theme }) => theme.color.canvasSubtle};
  overflow-wrap: anywhere;

  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.fontSize75};
    color: ${({ theme }) => theme.color.fgMuted};
  }
  output {
    font-family: ${({ theme }) => theme.font.familyMono};
  }
`;

/** A mailer's address: its name before the @, its domain after. */
const senderAddress = (mailer: string, domain: string) => `${mailer}@${domain}`;

/** The From line a mailer sends with, e.g. `Acme Newsletter <news@mail.acme.example>`. */
const senderLine = (alias: string, mailer: string, domain: string) =>
  `${alias} <${senderAddress(mailer, domain)}>`;

/** What a mailer's dialog saves. */
interface MailerBody {
  mailer: string;
  alias: string;
  type: MailerType;
  domain: string;
}

interface Draft {
  mailer: string;
  alias: string;
  type: MailerType | '';
  domain: string;
}

/** How often the test dialog asks how its mail is doing, while the mail waits. */
const DELIVERY_POLL_MS = 1_000;

/** The test mail's delivery as the dialog says it: waiting (and why, while retried), accepted, or failed. */
function TestDelivery({ to, status }: { to: string; status: MailStatus | undefined }) {
  if (status?.state === 'sent') return <Alert variant="success">{t.testDelivered(to)}</Alert>;
  if (status?.state === 'failed') return <Alert variant="danger">{t.testFailed(status.reason ?? '')}</Alert>;
  return (
    <Alert variant="info" aria-live="polite">
      {status?.reason ? t.testRetrying(status.reason) : t.testWaiting}
    </Alert>
  );
}

/**
 * /company-settings/edit/mailer: the table Mailer, Alias, Type, Domain, Action with add and update dialogs (name of
 * 3 or more characters, an alias, a type, a domain — only active domains are offered), and a test send, which the
 * server refuses until the mailer's domain is verified; once queued, the dialog follows the test mail's delivery
 * (`getMailStatus`) until the mail server took it or it failed.
 */
export function MailersPage() {
  const { useMailers, useDomains, useMailStatus, useMutations } = useApi();
  const { data, error, isLoading, mutate } = useMailers();
  const domains = useDomains();
  const { createMailer, updateMailer, deleteMailer, sendMailerTest } = useMutations();
  const [draft, setDraft] = useState<Draft>({ mailer: '', alias: '', type: '', domain: '' });
  const [touched, setTouched] = useState(false);
  const [testing, setTesting] = useState<Mailer | null>(null);
  const [testEmail, setTestEmail] = useState('');
  const [testWarning, setTestWarning] = useState<string | null>(null);
  /** The test mail just queued: its delivery is followed until the mail server took it or it failed. */
  const [testMail, setTestMail] = useState<{ id: string; to: string } | null>(null);
  const delivery = useMailStatus(testMail?.id, {
    refreshInterval: (status) => (status && status.state !== 'queued' ? 0 : DELIVERY_POLL_MS),
  });
  const list = useRecordList<Mailer, MailerBody>({
    create: (body) => createMailer(body),
    update: (editing, body, baseVersion) => updateMailer(editing._id, { ...body, baseVersion }),
    remove: (mailer) => deleteMailer(mailer._id),
    deleted: (mailer) => t.deleted(senderAddress(mailer.mailer, mailer.domain.domain)),
    fields: mailerFields,
    onOpen: (editing) => {
      setDraft(
        editing
          ? { mailer: editing.mailer, alias: editing.alias, type: editing.type, domain: editing.domain._id }
          : { mailer: '', alias: '', type: '', domain: '' },
      );
      setTouched(false);
    },
  });

  const activeDomains = (domains.data ?? []).filter((domain) => domain.active);
  const draftDomain = (domains.data ?? []).find((domain) => domain._id === draft.domain);
  const sender =
    draft.mailer.trim() !== '' && draft.alias.trim() !== '' && draftDomain
      ? senderLine(draft.alias.trim(), draft.mailer.trim(), draftDomain.domain)
      : null;
  const errors = {
    mailer: draft.mailer.trim().length < 3 ? t.mailerTooShort : undefined,
    alias: draft.alias.trim() === '' ? t.aliasRequired : undefined,
    type: draft.type === '' ? t.typeRequired : undefined,
    domain: draft.domain === '' ? t.domainRequired : undefined,
  };
  const valid = !Object.values(errors).some(Boolean);
  const shown = (message: string | undefined) => (touched ? message : undefined);

  const save = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid || draft.type === '') return;
    void list.submitAndClose({
      mailer: draft.mailer.trim(),
      alias: draft.alias.trim(),
      type: draft.type,
      domain: draft.domain,
    });
  };

  const test = useAction({
    run: (mailer: Mailer, email: string) => sendMailerTest(mailer._id, { email }),
    success: (result) => result.message,
  });
  const sendTest = (event: FormEvent) => {
    event.preventDefault();
    if (!testing || !isEmail(testEmail)) return;
    setTestWarning(null);
    setTestMail(null);
    test.run(testing, testEmail).then(
      (result) => {
        if (result.warnings.length > 0) setTestWarning(result.warnings.join(' '));
        setTestMail({ id: result.mailId, to: testEmail });
      },
      () => undefined,
    );
  };

  return (
    <SettingsPage title={t.title} description={t.description}>
      <Toolbar>
        <span />
        <Button variant="primary" onClick={() => list.open({ kind: 'create' })}>
          {t.add}
        </Button>
      </Toolbar>
      <MailerTable
        rows={(data ?? []).map((mailer) => ({
          id: mailer._id,
          mailer: mailer.mailer,
          alias: mailer.alias,
          type: t.types[mailer.type],
          domain: mailer.domain.domain,
        }))}
        loading={isLoading}
        error={loadError({ error, mutate }, { title: settingsCopy.loadError })}
        onEdit={(id) => {
          const mailer = data?.find((candidate) => candidate._id === id);
          if (mailer) list.open({ kind: 'edit', record: mailer });
        }}
        onTest={(id) => {
          setTesting(data?.find((mailer) => mailer._id === id) ?? null);
          setTestWarning(null);
          setTestMail(null);
          test.reset();
        }}
        onDelete={(id) => {
          const mailer = data?.find((candidate) => candidate._id === id);
          if (mailer) list.open({ kind: 'delete', record: mailer });
        }}
        labels={{
          mailer: t.mailer,
          alias: t.alias,
          type: t.type,
          domain: t.domain,
          action: t.action,
          edit: t.edit,
          test: t.test,
          delete: t.delete,
          empty: t.empty,
          table: t.table,
        }}
      />
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
              form="mailer-form"
              variant="primary"
              loading={list.saving}
              disabled={touched && !valid}
            >
              {t.save}
            </Button>
          </>
        }
      >
        <Form id="mailer-form" onSubmit={save} noValidate>
          {list.notice}
          {list.saveError ? <Alert variant="danger">{list.saveError}</Alert> : null}
          {activeDomains.length === 0 && !domains.isLoading ? (
            <Alert variant="info">{t.noActiveDomain}</Alert>
          ) : null}
          <TextField
            label={t.mailer}
            hint={t.mailerHint}
            required
            spellCheck={false}
            autoComplete="off"
            value={draft.mailer}
            maxLength={200}
            error={shown(errors.mailer)}
            onChange={(event) => setDraft({ ...draft, mailer: event.target.value })}
          />
          <TextField
            label={t.alias}
            hint={t.aliasHint}
            required
            value={draft.alias}
            maxLength={200}
            error={shown(errors.alias)}
            onChange={(event) => setDraft({ ...draft, alias: event.target.value })}
          />
          <Select
            label={t.type}
            required
            placeholder={t.selectType}
            value={draft.type || undefined}
            error={shown(errors.type)}
            options={(['socketlabs', 'ese'] as const).map((type) => ({ value: type, label: t.types[type] }))}
            onValueChange={(type) => setDraft({ ...draft, type: type as MailerType })}
          />
          <Select
            label={t.domain}
            required
            placeholder={t.selectDomain}
            value={draft.domain || undefined}
            error={shown(errors.domain)}
            options={activeDomains.map((domain) => ({ value: domain._id, label: domain.domain }))}
            onValueChange={(domain) => setDraft({ ...draft, domain })}
          />
          <Sender>
            <strong id="mailer-sender-label">{t.sender}</strong>
            {sender ? (
              <output aria-labelledby="mailer-sender-label" aria-live="polite">
                {sender}
              </output>
            ) : (
              <span>{t.senderIncomplete}</span>
            )}
          </Sender>
        </Form>
      </Modal>
      <Modal
        open={testing !== null}
        onOpenChange={(next) => (next ? undefined : setTesting(null))}
        title={t.testTitle}
        description={testing ? senderLine(testing.alias, testing.mailer, testing.domain.domain) : undefined}
        size="small"
        footer={
          <>
            <Button onClick={() => setTesting(null)}>{uiCopy.common.close}</Button>
            <Button
              type="submit"
              form="mailer-test-form"
              variant="primary"
              loading={test.pending}
              disabled={!isEmail(testEmail)}
            >
              {t.send}
            </Button>
          </>
        }
      >
        <Form id="mailer-test-form" onSubmit={sendTest} noValidate>
          {test.error ? <Alert variant="danger">{test.error}</Alert> : null}
          {testWarning ? <Alert variant="warning">{testWarning}</Alert> : null}
          {testMail ? <TestDelivery to={testMail.to} status={delivery.data} /> : null}
          <TextField
            label={t.testEmail}
            hint={t.testRecipients}
            type="email"
            required
            value={testEmail}
            error={testEmail !== '' && !isEmail(testEmail) ? validationCopy.invalidEmail : undefined}
            onChange={(event) => setTestEmail(event.target.value)}
          />
        </Form>
      </Modal>
      <ConfirmAction
        open={Boolean(list.deleting)}
        onOpenChange={(next) => (next ? undefined : list.close())}
        title={
          list.deleting
            ? t.deleteTitle(senderAddress(list.deleting.mailer, list.deleting.domain.domain))
            : undefined
        }
        message={commonCopy.deleteItemConfirm}
        confirmLabel={t.delete}
        error={list.deleteError}
        onConfirm={list.confirmDelete}
      />
    </SettingsPage>
  );
}
