import { ApiError, type LegalDocument, type LegalVersion, useApi } from '@qone/api-client';
import {
  Alert,
  Button,
  ErrorState,
  PolicyDocument,
  type PolicyVersionRow,
  RadioGroup,
  Textarea,
  TextField,
  useToast,
} from '@qone/ui';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '../../app/session';
import { settingsCopy } from '../../copy';
import { formatDate, formatDateTime, SettingsPage, Toolbar } from '../../features/Settings';
import { paths } from '../../routes';

const t = settingsCopy.legal;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
  padding: ${({ theme }) => theme.space.space300};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.fontSize200};
  }
`;

const today = () => new Date().toISOString().slice(0, 10);

function historyRows(versions: readonly LegalVersion[], current: number): PolicyVersionRow[] {
  return versions.map((version) => ({
    version: version.version,
    effectiveDate: formatDate(version.effectiveDate),
    publishedBy: version.publishedBy.name,
    state:
      version.version === current
        ? { label: t.inForce, tone: 'success' }
        : version.version > current
          ? { label: t.scheduled, tone: 'attention' }
          : { label: t.superseded, tone: 'neutral' },
  }));
}

/**
 * /legalsecurity/{path}: the policy's text in force, its history, the choice of its options ('Active' / 'Do Not
 * Active'), the acceptance of the Data Processing Agreement, and — for admins with `settings` — a draft of the next
 * version, published from a chosen date.
 */
export function LegalDocumentPage() {
  const { documentPath = '' } = useParams();
  const session = useSession();
  const canEdit = session?.permissions.settings === true;
  const { useLegalDocument, useLegalDocumentVersions, useMutations } = useApi();
  const document = useLegalDocument(documentPath);
  const versions = useLegalDocumentVersions(documentPath);
  const mutations = useMutations();
  const data = document.data;

  return (
    <SettingsPage title={data?.title ?? t.title} trail={[{ label: t.title, href: paths.legalAndSecurity }]}>
      <PolicyDocument
        headingLevel={2}
        title={data?.title ?? t.title}
        meta={data ? t.version(data.version, formatDate(data.lastDate) ?? '') : undefined}
        text={data?.description}
        loading={document.isLoading}
        error={
          document.error ? (
            <ErrorState
              headingLevel={2}
              title={settingsCopy.loadError}
              message={document.error.message}
              onRetry={() => void document.mutate()}
            />
          ) : undefined
        }
        notices={data ? <Notices document={data} /> : null}
        actions={data ? <Controls document={data} canEdit={canEdit} mutations={mutations} /> : null}
        history={data && versions.data ? historyRows(versions.data, data.version) : undefined}
        labels={{
          history: t.history,
          version: t.versionColumn,
          effectiveDate: t.effectiveDate,
          publishedBy: t.publishedBy,
          state: t.state,
        }}
      />
    </SettingsPage>
  );
}

function Notices({ document }: { document: LegalDocument }) {
  return (
    <>
      {document.scheduled ? (
        <Alert variant="info">
          {t.scheduledNotice(document.scheduled.version, formatDate(document.scheduled.effectiveDate) ?? '')}
        </Alert>
      ) : null}
      {document.requiresAcceptance ? (
        document.acceptance ? (
          <Alert variant="success">
            {t.accepted(
              document.acceptance.version,
              document.acceptance.acceptedBy.name,
              formatDateTime(document.acceptance.acceptedAt),
            )}
          </Alert>
        ) : (
          <Alert variant="warning">{t.notAccepted}</Alert>
        )
      ) : null}
    </>
  );
}

type Mutations = ReturnType<ReturnType<typeof useApi>['useMutations']>;

function Controls({
  document,
  canEdit,
  mutations,
}: {
  document: LegalDocument;
  canEdit: boolean;
  mutations: Mutations;
}) {
  const { toast } = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (what: string, action: () => Promise<{ message: string }>) => {
    setBusy(what);
    setFailure(null);
    try {
      const { message } = await action();
      toast({ title: message, variant: 'success' });
      return true;
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : String(error));
      return false;
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {failure ? <Alert variant="danger">{failure}</Alert> : null}
      {document.options.length > 0 ? (
        <RadioGroup
          label={t.options}
          orientation="horizontal"
          value={document.choice ?? undefined}
          disabled={!canEdit || busy !== null}
          options={document.options.map((option) => ({ value: option, label: option }))}
          onValueChange={(choice) =>
            void run('choice', () => mutations.setLegalChoice(document.path, { choice }))
          }
        />
      ) : null}
      {document.requiresAcceptance && !document.acceptance && canEdit ? (
        <Toolbar>
          <Button
            variant="primary"
            loading={busy === 'accept'}
            onClick={() => void run('accept', () => mutations.acceptLegalDocument(document.path))}
          >
            {t.accept(document.version)}
          </Button>
        </Toolbar>
      ) : null}
      {canEdit ? (
        <DraftEditor
          key={document.draft?.updatedAt ?? `v${document.version}`}
          document={document}
          run={run}
          busy={busy}
          mutations={mutations}
        />
      ) : null}
    </>
  );
}

function DraftEditor({
  document,
  run,
  busy,
  mutations,
}: {
  document: LegalDocument;
  run: (what: string, action: () => Promise<{ message: string }>) => Promise<boolean>;
  busy: string | null;
  mutations: Mutations;
}) {
  const start = document.draft ?? {
    title: document.title,
    paragraph: document.paragraph,
    description: document.description,
  };
  const [open, setOpen] = useState(document.draft !== null);
  const [draft, setDraft] = useState({
    title: start.title,
    paragraph: start.paragraph,
    description: start.description,
  });
  const [effectiveDate, setEffectiveDate] = useState(today());
  const valid = draft.title.trim() !== '' && draft.paragraph.trim() !== '' && draft.description.trim() !== '';

  if (!open) {
    return (
      <Toolbar>
        <Button onClick={() => setOpen(true)}>{t.newDraft}</Button>
      </Toolbar>
    );
  }
  const save = (event: FormEvent) => {
    event.preventDefault();
    void run('draft', () => mutations.saveLegalDraft(document.path, draft));
  };
  return (
    <Section aria-labelledby="legal-draft-heading">
      <h2 id="legal-draft-heading">{t.editDraft}</h2>
      {document.draft ? (
        <p>{t.draftSavedBy(document.draft.updatedBy.name, formatDateTime(document.draft.updatedAt))}</p>
      ) : null}
      <form onSubmit={save} noValidate>
        <TextField
          label={t.draftTitle}
          required
          value={draft.title}
          maxLength={200}
          onChange={(e) => setDraft({ ...draft, title: e.target.value })}
        />
        <TextField
          label={t.draftParagraph}
          required
          value={draft.paragraph}
          maxLength={1000}
          onChange={(e) => setDraft({ ...draft, paragraph: e.target.value })}
        />
        <Textarea
          label={t.draftText}
          hint={t.draftHint}
          required
          rows={10}
          value={draft.description}
          onChange={(e) => setDraft({ ...draft, description: e.target.value })}
        />
        <Toolbar>
          <Button type="submit" loading={busy === 'draft'} disabled={!valid}>
            {t.saveDraft}
          </Button>
          {document.draft ? (
            <Button
              variant="danger"
              loading={busy === 'discard'}
              onClick={() => void run('discard', () => mutations.discardLegalDraft(document.path))}
            >
              {t.discardDraft}
            </Button>
          ) : null}
        </Toolbar>
      </form>
      {document.draft ? (
        <Toolbar>
          <TextField
            label={t.effectiveFrom}
            type="date"
            min={today()}
            value={effectiveDate}
            onChange={(e) => setEffectiveDate(e.target.value)}
          />
          <Button
            variant="primary"
            loading={busy === 'publish'}
            disabled={!effectiveDate}
            onClick={() =>
              void run('publish', () => mutations.publishLegalDraft(document.path, { effectiveDate }))
            }
          >
            {t.publish}
          </Button>
        </Toolbar>
      ) : null}
    </Section>
  );
}
