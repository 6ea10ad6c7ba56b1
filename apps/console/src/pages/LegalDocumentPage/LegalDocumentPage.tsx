import { type LegalDocument, type LegalDraft, type LegalVersion, useApi } from '@qone/api-client';
import {
  Alert,
  Button,
  PolicyDocument,
  type PolicyVersionRow,
  RadioGroup,
  Textarea,
  TextField,
} from '@qone/ui';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatCalendarDate } from '../../app/format';
import { LoadError } from '../../app/LoadError';
import { useSession } from '../../app/session';
import { useAction } from '../../app/useAction';
import { useFormat } from '../../app/useFormat';
import { settingsCopy } from '../../copy';
import { type ConflictField, RecordConflict, useConflictOn } from '../../features/Conflict';
import { SettingsPage, Toolbar } from '../../features/Settings';

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

/** What the conflict notice compares: the draft's fields (an empty draft where there is none). */
const draftFields: ConflictField<LegalDocument>[] = [
  { label: t.draftTitle, value: (document) => document.draft?.title },
  { label: t.draftParagraph, value: (document) => document.draft?.paragraph },
  { label: t.draftText, value: (document) => document.draft?.description },
];

/** The draft's version a save or publish of the document's draft is based on; null without a draft. */
const draftVersionOf = (document: LegalDocument) => document.draft?.version ?? null;

/** The text a draft editor starts from: the draft, or the version in force for a new draft. */
const draftValues = (document: LegalDocument) => {
  const start = document.draft ?? document;
  return { title: start.title, paragraph: start.paragraph, description: start.description };
};

function historyRows(versions: readonly LegalVersion[], current: number): PolicyVersionRow[] {
  return versions.map((version) => ({
    version: version.version,
    effectiveDate: formatCalendarDate(version.effectiveDate),
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
    <SettingsPage title={data?.title ?? t.title}>
      <PolicyDocument
        headingLevel={2}
        title={data?.title ?? t.title}
        meta={data ? t.version(data.version, formatCalendarDate(data.lastDate) ?? '') : undefined}
        text={data?.description}
        loading={document.isLoading}
        error={document.error ? <LoadError read={document} title={settingsCopy.loadError} /> : undefined}
        notices={data ? <Notices document={data} /> : null}
        actions={
          data ? (
            <Controls
              document={data}
              canEdit={canEdit}
              mutations={mutations}
              onReload={(current) => void document.mutate(current, { revalidate: false })}
            />
          ) : null
        }
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
  const format = useFormat();
  return (
    <>
      {document.scheduled ? (
        <Alert variant="info">
          {t.scheduledNotice(
            document.scheduled.version,
            formatCalendarDate(document.scheduled.effectiveDate) ?? '',
          )}
        </Alert>
      ) : null}
      {document.requiresAcceptance ? (
        document.acceptance ? (
          <Alert variant="success">
            {t.accepted(
              document.acceptance.version,
              document.acceptance.acceptedBy.name,
              format.moment(document.acceptance.acceptedAt),
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

/** Runs a change of the document: busy while it runs, its answer's message as a toast, a failure above the controls. */
type Run = (what: string, action: () => Promise<{ message: string } | undefined>) => Promise<boolean>;

function Controls({
  document,
  canEdit,
  mutations,
  onReload,
}: {
  document: LegalDocument;
  canEdit: boolean;
  mutations: Mutations;
  /** Takes the document as it is now into the page (after a refused save). */
  onReload: (current: LegalDocument) => void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  // A refusal because the draft changed meanwhile shows as the editor's conflict notice instead (useAction's default).
  const change = useAction({
    run: (action: () => Promise<{ message: string } | undefined>) => action(),
    success: (answer) => answer?.message,
  });
  const run: Run = (what, action) => {
    setBusy(what);
    return change
      .run(action)
      .then(
        () => true,
        () => false,
      )
      .finally(() => setBusy(null));
  };
  return (
    <>
      {change.error ? <Alert variant="danger">{change.error}</Alert> : null}
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
          key={document.path}
          document={document}
          run={run}
          busy={busy}
          mutations={mutations}
          onReload={onReload}
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
  onReload,
}: {
  document: LegalDocument;
  run: Run;
  busy: string | null;
  mutations: Mutations;
  onReload: (current: LegalDocument) => void;
}) {
  // The draft the editor's text is based on (null for a new draft): its saves and its publish name that draft's
  // version, so a draft someone else saved, published or discarded meanwhile is never overwritten unseen.
  const [base, setBase] = useState<LegalDraft | null>(document.draft);
  const format = useFormat();
  const [open, setOpen] = useState(document.draft !== null);
  const [draft, setDraft] = useState(() => draftValues(document));
  const [effectiveDate, setEffectiveDate] = useState(today());
  const conflict = useConflictOn<LegalDocument, number | null, { message: string }>(draftVersionOf);
  const valid = draft.title.trim() !== '' && draft.paragraph.trim() !== '' && draft.description.trim() !== '';

  /** Starts again from the document as it is: its draft (or its text), closed when it has no draft. */
  const startFrom = (current: LegalDocument, keepOpen: boolean) => {
    setBase(current.draft);
    setDraft(draftValues(current));
    setOpen(keepOpen || current.draft !== null);
  };

  if (!open) {
    return (
      <Toolbar>
        <Button
          onClick={() => {
            startFrom(document, true);
            conflict.clear();
          }}
        >
          {t.newDraft}
        </Button>
      </Toolbar>
    );
  }
  // Each write keeps what it answers as the editor's new base; an Overwrite runs it again.
  const save = (event: FormEvent) => {
    event.preventDefault();
    void run('draft', () =>
      conflict.save(base?.version ?? null, async (baseVersion) => {
        const result = await mutations.saveLegalDraft(document.path, { ...draft, baseVersion });
        setBase(result.data.draft);
        return result;
      }),
    );
  };
  const publish = () =>
    void run('publish', () =>
      conflict.save(base?.version ?? null, async (baseVersion) => {
        // Published is the draft the editor holds; an Overwrite after that draft was discarded meanwhile names
        // none, and the server answers that there is nothing to publish.
        const result = await mutations.publishLegalDraft(document.path, {
          effectiveDate,
          baseVersion: baseVersion ?? 1,
        });
        startFrom(result.data, false);
        return result;
      }),
    );
  const notice = conflict.current ? (
    <RecordConflict
      current={conflict.current}
      base={{ ...document, draft: base }}
      fields={draftFields}
      onReload={() => {
        if (!conflict.current) return;
        startFrom(conflict.current, true);
        onReload(conflict.current);
        conflict.clear();
      }}
      onOverwrite={() => void run('overwrite', conflict.overwrite)}
      overwriting={conflict.overwriting}
    />
  ) : null;
  return (
    <Section aria-labelledby="legal-draft-heading">
      <h2 id="legal-draft-heading">{t.editDraft}</h2>
      {notice}
      {document.draft ? (
        <p>{t.draftSavedBy(document.draft.updatedBy.name, format.moment(document.draft.updatedAt))}</p>
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
          {base ? (
            <Button
              variant="danger"
              loading={busy === 'discard'}
              onClick={() =>
                void run('discard', async () => {
                  const result = await mutations.discardLegalDraft(document.path);
                  startFrom(result.data, false);
                  return result;
                })
              }
            >
              {t.discardDraft}
            </Button>
          ) : null}
        </Toolbar>
      </form>
      {base ? (
        <Toolbar>
          <TextField
            label={t.effectiveFrom}
            type="date"
            min={today()}
            value={effectiveDate}
            onChange={(e) => setEffectiveDate(e.target.value)}
          />
          <Button variant="primary" loading={busy === 'publish'} disabled={!effectiveDate} onClick={publish}>
            {t.publish}
          </Button>
        </Toolbar>
      ) : null}
    </Section>
  );
}
