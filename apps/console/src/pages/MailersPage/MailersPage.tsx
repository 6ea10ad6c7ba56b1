import { type Mailer, type MailerType, type MailStatus, useApi } from '@qone/api-client';
import { Alert, Button, MailerTable, Modal, Select, TextField, uiCopy, useToast } from '@qone/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { errorText } from '../../app/errors';
import { loadError } from '../../app/LoadError';
import { settingsCopy, validationCopy } from '../../copy';
import { type ConflictField, isConflict, RecordConflict, useConflict } from '../../features/Conflict';
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
  const { createMailer, updateMailer, sendMailerTest } = useMutations();
  const { toast } = useToast();
  const [dialog, setDialog] = useState<{ open: boolean; editing?: Mailer }>({ open: false });
  const [draft, setDraft] = useState<Draft>({ mailer: '', alias: '', type: '', domain: '' });
  const [touched, setTouched] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState<Mailer | null>(null);
  const [testEmail, setTestEmail] = useState('');
  const [testResult, setTestResult] = useState<{ text: string; variant: 'danger' | 'warning' } | null>(null);
  const [sending, setSending] = useState(false);
  /** The test mail just queued: its delivery is followed until the mail server took it or it failed. */
  const [testMail, setTestMail] = useState<{ id: string; to: string } | null>(null);
  const delivery = useMailStatus(testMail?.id, {
    refreshInterval: (status) => (status && status.state !== 'queued' ? 0 : DELIVERY_POLL_MS),
  });
  const conflict = useConflict<Mailer>();

  const activeDomains = (domains.data ?? []).filter((domain) => domain.active);
  const errors = {
    mailer: draft.mailer.trim().length < 3 ? t.mailerTooShort : undefined,
    alias: draft.alias.trim() === '' ? t.aliasRequired : undefined,
    type: draft.type === '' ? t.typeRequired : undefined,
    domain: draft.domain === '' ? t.domainRequired : undefined,
  };
  const valid = !Object.values(errors).some(Boolean);
  const shown = (message: string | undefined) => (touched ? message : undefined);

  const open = (editing?: Mailer) => {
    setDraft(
      editing
        ? { mailer: editing.mailer, alias: editing.alias, type: editing.type, domain: editing.domain._id }
        : { mailer: '', alias: '', type: '', domain: '' },
    );
    setTouched(false);
    setSaveError(null);
    conflict.clear();
    setDialog({ open: true, ...(editing ? { editing } : {}) });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid || draft.type === '') return;
    setSaving(true);
    setSaveError(null);
    const body = {
      mailer: draft.mailer.trim(),
      alias: draft.alias.trim(),
      type: draft.type,
      domain: draft.domain,
    };
    const { editing } = dialog;
    try {
      if (editing) {
        await conflict.save(editing.version, async (baseVersion) => {
          await updateMailer(editing._id, { ...body, baseVersion });
          setDialog({ open: false });
        });
      } else {
        await createMailer(body);
        setDialog({ open: false });
      }
    } catch (failure) {
      if (!isConflict(failure)) setSaveError(errorText(failure));
    } finally {
      setSaving(false);
    }
  };

  const sendTest = async (event: FormEvent) => {
    event.preventDefault();
    if (!testing || !isEmail(testEmail)) return;
    setSending(true);
    setTestResult(null);
    setTestMail(null);
    try {
      const result = await sendMailerTest(testing._id, { email: testEmail });
      toast({ title: result.message, variant: 'success' });
      if (result.warnings.length > 0) setTestResult({ text: result.warnings.join(' '), variant: 'warning' });
      setTestMail({ id: result.mailId, to: testEmail });
    } catch (failure) {
      setTestResult({
        text: errorText(failure),
        variant: 'danger',
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <SettingsPage title={t.title} description={t.description}>
      <Toolbar>
        <span />
        <Button variant="primary" onClick={() => open()}>
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
        onEdit={(id) => open(data?.find((mailer) => mailer._id === id))}
        onTest={(id) => {
          setTesting(data?.find((mailer) => mailer._id === id) ?? null);
          setTestResult(null);
          setTestMail(null);
        }}
        labels={{
          mailer: t.mailer,
          alias: t.alias,
          type: t.type,
          domain: t.domain,
          action: t.action,
          edit: t.edit,
          test: t.test,
          empty: t.empty,
          table: t.table,
        }}
      />
      <Modal
        open={dialog.open}
        onOpenChange={(next) => setDialog(next ? dialog : { open: false })}
        title={dialog.editing ? t.updateTitle : t.addTitle}
        size="medium"
        footer={
          <>
            <Button onClick={() => setDialog({ open: false })}>{uiCopy.common.cancel}</Button>
            <Button
              type="submit"
              form="mailer-form"
              variant="primary"
              loading={saving}
              disabled={touched && !valid}
            >
              {t.save}
            </Button>
          </>
        }
      >
        <Form id="mailer-form" onSubmit={save} noValidate>
          {conflict.current && dialog.editing ? (
            <RecordConflict
              current={conflict.current}
              base={dialog.editing}
              fields={mailerFields}
              onReload={() => conflict.current && open(conflict.current)}
              onOverwrite={() =>
                void conflict.overwrite().catch((failure: unknown) => {
                  if (!isConflict(failure)) setSaveError(errorText(failure));
                })
              }
              overwriting={conflict.overwriting}
            />
          ) : null}
          {saveError ? <Alert variant="danger">{saveError}</Alert> : null}
          {activeDomains.length === 0 && !domains.isLoading ? (
            <Alert variant="info">{t.noActiveDomain}</Alert>
          ) : null}
          <TextField
            label={t.mailer}
            required
            value={draft.mailer}
            maxLength={200}
            error={shown(errors.mailer)}
            onChange={(event) => setDraft({ ...draft, mailer: event.target.value })}
          />
          <TextField
            label={t.alias}
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
        </Form>
      </Modal>
      <Modal
        open={testing !== null}
        onOpenChange={(next) => (next ? undefined : setTesting(null))}
        title={t.testTitle}
        description={testing ? `${testing.alias} <${testing.mailer}@${testing.domain.domain}>` : undefined}
        size="small"
        footer={
          <>
            <Button onClick={() => setTesting(null)}>{uiCopy.common.close}</Button>
            <Button
              type="submit"
              form="mailer-test-form"
              variant="primary"
              loading={sending}
              disabled={!isEmail(testEmail)}
            >
              {t.send}
            </Button>
          </>
        }
      >
        <Form id="mailer-test-form" onSubmit={sendTest} noValidate>
          {testResult ? <Alert variant={testResult.variant}>{testResult.text}</Alert> : null}
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
    </SettingsPage>
  );
}
