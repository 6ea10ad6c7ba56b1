import { type CompanySettings, createQueries, fetchQuery, useApi, useApiClient } from '@qone/api-client';
import { ACTIVITY_RETENTION_CHOICES } from '@qone/domain/activity-export';
import { companyMessages, requestMessages, validationMessages } from '@qone/domain/messages';
import {
  Alert,
  Button,
  ConfirmDialog,
  LogoField,
  RadioGroup,
  Select,
  Skeleton,
  Textarea,
  TextField,
} from '@qone/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatCount } from '../../app/format';
import { LoadError } from '../../app/LoadError';
import { useSession } from '../../app/session';
import { useAction } from '../../app/useAction';
import { useFormat } from '../../app/useFormat';
import { settingsCopy } from '../../copy';
import { type ConflictField, RecordConflict, useConflictOn } from '../../features/Conflict';
import { SignOutEveryoneSection } from '../../features/Security/SignOutEveryoneSection';
import { SettingsPage } from '../../features/Settings';
import { isEmail } from '../../forms/patterns';

const t = settingsCopy.company;

/** The logo limits the server applies (type by content there; by the browser's type here, to explain early). */
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.size.cardMinWidth}, 1fr));
  gap: ${({ theme }) => theme.space.space200} ${({ theme }) => theme.space.space300};
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Footer = styled.div`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space200};
`;

type Fields = Pick<
  CompanySettings,
  | 'name'
  | 'invoice_email'
  | 'invoice_address'
  | 'vat'
  | 'contact_person'
  | 'secondFactorPolicy'
  | 'activityRetentionDays'
>;
type Policy = CompanySettings['secondFactorPolicy'];
const policies: readonly Policy[] = ['off', 'settings', 'everyone'];
const policyLabel: Record<Policy, string> = {
  off: t.secondFactorPolicyOff,
  settings: t.secondFactorPolicySettings,
  everyone: t.secondFactorPolicyEveryone,
};
/** What a save sends, besides its base version. */
type CompanyBody = Fields & { logo: string };
const versionOf = (company: CompanySettings) => company.version;

/** What the conflict notice compares: the fields of this form. */
const companyFields: ConflictField<CompanySettings>[] = [
  { label: t.organizationName, value: (company) => company.name },
  { label: t.invoiceEmail, value: (company) => company.invoice_email },
  { label: t.contactPerson, value: (company) => company.contact_person },
  { label: t.vatNumber, value: (company) => company.vat },
  { label: t.invoiceAddress, value: (company) => company.invoice_address },
  { label: t.logo, value: (company) => company.logo },
  { label: t.secondFactorPolicy, value: (company) => policyLabel[company.secondFactorPolicy] },
  { label: t.retention, value: (company) => retentionLabel(company.activityRetentionDays) },
];

/** "2 years": a choice's words, or the days of a retention set otherwise. */
const retentionLabel = (days: number) => t.retentionChoices[days] ?? t.retentionDays(days);

const queries = createQueries();

const fieldsOf = (company: CompanySettings): Fields => ({
  name: company.name,
  invoice_email: company.invoice_email,
  invoice_address: company.invoice_address,
  vat: company.vat,
  contact_person: company.contact_person,
  secondFactorPolicy: company.secondFactorPolicy,
  activityRetentionDays: company.activityRetentionDays,
});

/**
 * /company-settings/company-settings/{companyId} and /company-settings/{company} (the signed-in user's company):
 * the company form. A new logo is previewed before saving and uploaded on Save; Delete only marks the logo, and on
 * Save it is sent empty when removal was chosen and no new file picked. A 401 leads to /401 (the client does it).
 */
export function CompanySettingsPage() {
  const { companyId: fromPath } = useParams();
  const session = useSession();
  const companyId = fromPath ?? session?.user.companyId ?? null;
  const { useCompany, useMutations } = useApi();
  const { data, error, isLoading, mutate } = useCompany(companyId);
  const { updateCompany, uploadCompanyLogo } = useMutations();
  const client = useApiClient();
  const format = useFormat();

  const [fields, setFields] = useState<Fields | null>(null);
  // The settings the form was filled from: its save is based on their version, whatever was read since.
  const [base, setBase] = useState<CompanySettings | null>(null);
  const conflict = useConflictOn<CompanySettings, number, string>(versionOf);
  const [file, setFile] = useState<File | null>(null);
  const [removed, setRemoved] = useState(false);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  // A shorter retention deletes events: how many, asked before the save, and the question it leads to.
  const [shortening, setShortening] = useState<{ events: number; cutoff: string } | null>(null);
  const count = useAction({
    run: async (days: number) => {
      const query = queries.previewActivityRetention(days);
      if (!query) throw new Error('a retention is a number of days');
      return fetchQuery(client, query);
    },
  });

  // Everything after the save is part of it: an Overwrite runs it again.
  const write = async (id: string, body: CompanyBody, baseVersion: number) => {
    const saved = await updateCompany(id, { ...body, baseVersion });
    setFields(fieldsOf(saved.data));
    setBase(saved.data);
    setFile(null);
    setRemoved(false);
    setTouched(false);
    await mutate(saved.data, { revalidate: false });
    return saved.message;
  };
  const save = useAction({
    run: (id: string, body: CompanyBody, version: number) =>
      conflict.save(version, (baseVersion) => write(id, body, baseVersion)),
    success: (message) => message,
    fallback: requestMessages.internalError,
  });
  const overwrite = useAction({ run: conflict.overwrite, success: (message) => message });
  // The server judges the logo by its content: its reason belongs to the logo field.
  const upload = useAction({
    run: (id: string, logo: File) => uploadCompanyLogo(id, logo, logo.name),
    fallback: companyMessages.logoType,
  });
  const saving = save.pending || overwrite.pending || upload.pending || count.pending;
  const formError = save.error ?? overwrite.error ?? count.error;
  const shownLogoError = upload.error ?? logoError;

  useEffect(() => {
    if (data && fields === null) {
      setFields(fieldsOf(data));
      setBase(data);
    }
  }, [data, fields]);

  if (error) {
    return (
      <SettingsPage title={t.title} description={t.description}>
        <LoadError read={{ error, mutate }} title={settingsCopy.loadError} />
      </SettingsPage>
    );
  }
  if (isLoading || !data || !fields || !base || !companyId) {
    return (
      <SettingsPage title={t.title} description={t.description}>
        <div aria-busy="true">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} variant="rectangle" />
          ))}
        </div>
      </SettingsPage>
    );
  }

  const nameError = touched && fields.name.trim() === '' ? t.nameRequired : undefined;
  const emailError =
    touched && fields.invoice_email !== '' && !isEmail(fields.invoice_email)
      ? validationMessages.invalidEmail
      : undefined;
  const dirty = file !== null || removed || JSON.stringify(fields) !== JSON.stringify(fieldsOf(base));
  const set =
    (name: Exclude<keyof Fields, 'activityRetentionDays' | 'secondFactorPolicy'>) => (value: string) =>
      setFields({ ...fields, [name]: value });

  const chooseFile = (next: File | null) => {
    setLogoError(null);
    upload.reset();
    if (!next) return;
    if (!LOGO_TYPES.includes(next.type)) return setLogoError(t.logoType);
    if (next.size > LOGO_MAX_BYTES) return setLogoError(t.logoTooLarge);
    setFile(next);
    setRemoved(false);
  };

  const commit = async () => {
    let logo = removed ? '' : data.logo;
    if (file) {
      const uploaded = await upload.run(companyId, file).catch(() => undefined);
      if (!uploaded) return;
      logo = uploaded.data.logo;
    }
    await save
      .run(companyId, { ...fields, name: fields.name.trim(), logo }, base.version)
      .catch(() => undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    save.reset();
    upload.reset();
    count.reset();
    if (fields.name.trim() === '' || (fields.invoice_email !== '' && !isEmail(fields.invoice_email))) return;
    if (fields.activityRetentionDays < base.activityRetentionDays) {
      const preview = await count.run(fields.activityRetentionDays).catch(() => undefined);
      if (!preview) return;
      if (preview.events > 0) return setShortening({ events: preview.events, cutoff: preview.cutoff });
    }
    await commit();
  };

  const retentionChoices = [...ACTIVITY_RETENTION_CHOICES] as number[];
  if (!retentionChoices.includes(fields.activityRetentionDays))
    retentionChoices.push(fields.activityRetentionDays);

  return (
    <SettingsPage title={t.title} description={t.description}>
      {conflict.current ? (
        <RecordConflict
          current={conflict.current}
          base={base}
          fields={companyFields}
          onReload={() => {
            const current = conflict.current;
            if (!current) return;
            setFields(fieldsOf(current));
            setBase(current);
            setFile(null);
            setRemoved(false);
            conflict.clear();
            void mutate(current, { revalidate: false });
          }}
          onOverwrite={() => overwrite.start()}
          overwriting={conflict.overwriting}
        />
      ) : null}
      {formError ? <Alert variant="danger">{formError}</Alert> : null}
      <Form onSubmit={(event) => void submit(event)} noValidate aria-label={t.title}>
        <TextField
          label={t.organizationName}
          required
          value={fields.name}
          error={nameError}
          maxLength={200}
          onChange={(e) => set('name')(e.target.value)}
        />
        <TextField
          label={t.invoiceEmail}
          type="email"
          value={fields.invoice_email}
          error={emailError}
          maxLength={200}
          onChange={(e) => set('invoice_email')(e.target.value)}
        />
        <TextField
          label={t.contactPerson}
          value={fields.contact_person}
          maxLength={200}
          onChange={(e) => set('contact_person')(e.target.value)}
        />
        <TextField
          label={t.vatNumber}
          value={fields.vat}
          maxLength={50}
          onChange={(e) => set('vat')(e.target.value)}
        />
        <Wide>
          <Textarea
            label={t.invoiceAddress}
            rows={3}
            value={fields.invoice_address}
            maxLength={2000}
            onChange={(e) => set('invoice_address')(e.target.value)}
          />
        </Wide>
        <Wide>
          <LogoField
            label={t.logo}
            imageUrl={data.logoUrl}
            file={file}
            removed={removed}
            accept={LOGO_TYPES.join(',')}
            hint={t.logoHint}
            error={shownLogoError}
            disabled={saving}
            labels={{
              change: t.change,
              remove: t.delete,
              undo: t.undo,
              none: t.noLogo,
              removed: t.logoRemoved,
              pending: t.logoPending,
              previewAlt: t.logoPreview,
            }}
            onFileChange={chooseFile}
            onRemove={() => {
              setFile(null);
              setLogoError(null);
              upload.reset();
              setRemoved(Boolean(data.logo));
            }}
            onRestore={() => setRemoved(false)}
          />
        </Wide>
        <Wide>
          <RadioGroup
            label={t.secondFactorPolicy}
            hint={t.secondFactorPolicyHint}
            options={policies.map((value) => ({ value, label: policyLabel[value] }))}
            value={fields.secondFactorPolicy}
            onValueChange={(value) => setFields({ ...fields, secondFactorPolicy: value as Policy })}
            disabled={saving}
          />
        </Wide>
        <Select
          label={t.retention}
          hint={t.retentionHint}
          value={String(fields.activityRetentionDays)}
          disabled={saving}
          options={retentionChoices
            .sort((a, b) => a - b)
            .map((days) => ({ value: String(days), label: retentionLabel(days) }))}
          onValueChange={(value) => setFields({ ...fields, activityRetentionDays: Number(value) })}
        />
        <Footer>
          <Button type="submit" variant="primary" loading={saving} disabled={!dirty}>
            {t.save}
          </Button>
          {dirty ? <span>{t.unsaved}</span> : null}
        </Footer>
      </Form>
      <SignOutEveryoneSection />
      <ConfirmDialog
        open={shortening !== null}
        onOpenChange={(open) => {
          if (!open) setShortening(null);
        }}
        title={t.retentionConfirmTitle}
        message={
          shortening ? t.retentionConfirm(formatCount(shortening.events), format.day(shortening.cutoff)) : ''
        }
        confirmLabel={t.retentionConfirmLabel}
        onConfirm={() => {
          setShortening(null);
          return commit();
        }}
      />
    </SettingsPage>
  );
}
