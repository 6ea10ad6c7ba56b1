import { type TemplateStatus, useApi } from '@qone/api-client';
import { countSms, SMS_MAX_LENGTH, unknownMergeTags } from '@qone/domain/templates';
import { Button, EditorShell, SmsCounter, Spinner, Textarea, TextField } from '@qone/ui';
import { useId, useState } from 'react';
import { generatePath, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadError } from '../../app/LoadError';
import { useAction } from '../../app/useAction';
import { commonCopy, contentCopy } from '../../copy';
import { FormError } from '../../features/Auth';
import { EditorNotices, writtenTags } from '../../features/TemplateEditor/EditorNotices';
import { HistoryTab } from '../../features/TemplateEditor/HistoryTab';
import { SaveButtons } from '../../features/TemplateEditor/SaveButtons';
import { SendPreviewDialog } from '../../features/TemplateEditor/SendPreviewDialog';
import { type PendingUnknownTags, UnknownTagsDialog } from '../../features/TemplateEditor/UnknownTagsDialog';
import { UnsavedChangesGuard } from '../../features/TemplateEditor/UnsavedChangesGuard';
import { type Draft, useTemplateDraft } from '../../features/TemplateEditor/useTemplateDraft';
import { SMS_PHONE } from '../../forms/patterns';
import { paths } from '../../routes';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
  max-width: ${({ theme }) => theme.size.modalXLarge};
`;

/** The text part shared by a new and an existing SMS: name, description, the text and its live count. */
function SmsFields({ draft, update }: { draft: Draft; update: (patch: Partial<Draft>) => void }) {
  const counterId = useId();
  const mergeTags = useApi().useMergeTags();
  const count = countSms(draft.html);
  const s = contentCopy.sms;
  return (
    <Stack>
      <TextField
        label={contentCopy.editor.name}
        required
        maxLength={200}
        value={draft.name}
        onChange={(event) => update({ name: event.target.value })}
        error={draft.name.trim() === '' ? contentCopy.editor.nameRequired : undefined}
      />
      <TextField
        label={contentCopy.editor.description}
        maxLength={2000}
        value={draft.description}
        onChange={(event) => update({ description: event.target.value })}
      />
      <Textarea
        label={s.text}
        rows={5}
        value={draft.html}
        hint={
          mergeTags.data
            ? contentCopy.editor.allowedTags(writtenTags(mergeTags.data.map((tag) => tag.tag)))
            : undefined
        }
        aria-describedby={counterId}
        onChange={(event) => update({ html: event.target.value })}
      />
      <SmsCounter
        id={counterId}
        text={draft.html}
        characters={count.characters}
        limit={SMS_MAX_LENGTH}
        encoding={count.encoding}
        segments={count.segments}
        ucs2Characters={count.ucs2Characters}
        labels={{ count: s.count, overLimit: s.overLimit, encoding: s.encoding, ucs2Because: s.ucs2Because }}
      />
    </Stack>
  );
}

const canSave = (draft: Draft) =>
  countSms(draft.html).characters <= SMS_MAX_LENGTH && draft.name.trim() !== '';

/**
 * /edit-content-sms and /edit-content-sms/{id}: an SMS template's plain text with its live count (n/160; Save as
 * Draft and Publish are disabled above 160), the encoding and number of messages, the characters that force UCS-2
 * highlighted, 'Send Preview SMS', and its versions. Without an id the first save creates the template.
 */
export function SmsEditorPage() {
  const { id } = useParams();
  return id ? <ExistingSms key={id} id={id} /> : <NewSms />;
}

function NewSms() {
  const { useMutations } = useApi();
  const { createTemplate } = useMutations();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>({
    name: '',
    description: '',
    html: '',
    subject: '',
    slug: '',
    htmlOnly: false,
    linkedModule: null,
    notificationIncrement: '',
    notificationUnit: 'hours',
  });
  const [status, setStatus] = useState<TemplateStatus>('draft');
  const create = useAction({
    run: (next: Draft, status: TemplateStatus) =>
      createTemplate({
        name: next.name.trim(),
        description: next.description.trim(),
        type: 'sms',
        status,
        html: next.html,
      }),
    success: (saved) => saved.message,
  });
  const saving = create.pending ? status : null;
  const e = contentCopy.editor;

  const save = (next: TemplateStatus) => {
    setStatus(next);
    create
      .run(draft, next)
      .then((saved) => navigate(generatePath(paths.smsEditor, { id: saved.data._id }), { replace: true }))
      // The failure shows above the form (useAction's error).
      .catch(() => undefined);
  };

  return (
    <EditorShell
      title={draft.name || contentCopy.sms.newTitle}
      description={e.types.sms}
      tabs={[
        {
          value: 'text',
          label: e.tabs.text,
          content: (
            <SmsFields draft={draft} update={(patch) => setDraft((current) => ({ ...current, ...patch }))} />
          ),
        },
      ]}
      value="text"
      onValueChange={() => undefined}
      tabsLabel={e.tabsLabel}
      notice={create.error ? <FormError message={create.error} /> : null}
      actions={<SaveButtons saving={saving} disabled={!canSave(draft)} onSave={save} />}
    />
  );
}

function ExistingSms({ id }: { id: string }) {
  const { template, base, draft, dirty, saving, mergeTags, update, save, reload, replace } =
    useTemplateDraft(id);
  const [tab, setTab] = useState('text');
  const [failure, setFailure] = useState<string | null>(null);
  const [unknown, setUnknown] = useState<PendingUnknownTags | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const e = contentCopy.editor;

  if (template.error && !base) {
    return <LoadError read={template} headingLevel={3} title={e.loadError} />;
  }
  if (!base || !draft) return <Spinner srText={e.loading} />;

  const run = async (status: TemplateStatus, acceptUnknownTags = false) => {
    setFailure(null);
    const outcome = await save(status, { acceptUnknownTags });
    if (outcome.kind === 'unknown-tags') setUnknown({ status, tags: outcome.tags });
    else if (outcome.kind === 'stale' || (outcome.kind === 'failed' && outcome.message))
      setFailure(outcome.message);
    else if (outcome.kind === 'invalid') setFailure(outcome.problems[0]?.message ?? null);
  };
  const liveUnknown = mergeTags.length > 0 ? unknownMergeTags(draft.html, mergeTags) : [];

  return (
    <>
      <UnsavedChangesGuard when={dirty} />
      <EditorShell
        title={draft.name || base.name}
        status={{
          label: commonCopy.statuses[base.status],
          tone: base.status === 'live' ? 'success' : 'neutral',
        }}
        description={dirty ? `${e.types.sms} · ${e.unsaved}` : e.types.sms}
        tabs={[
          { value: 'text', label: e.tabs.text, content: <SmsFields draft={draft} update={update} /> },
          {
            value: 'history',
            label: e.tabs.history,
            content: (
              <HistoryTab template={base} dirty={dirty} onRestored={replace} active={tab === 'history'} />
            ),
          },
        ]}
        value={tab}
        onValueChange={setTab}
        tabsLabel={e.tabsLabel}
        notice={
          <EditorNotices
            failure={failure}
            onDismissFailure={() => setFailure(null)}
            reloadOnFailure
            onReload={() => {
              setFailure(null);
              void reload();
            }}
            unknownTags={liveUnknown}
            allowedTags={mergeTags.map((tag) => tag.tag)}
          />
        }
        actions={
          <>
            <Button onClick={() => setPreviewOpen(true)}>{contentCopy.previewSms.button}</Button>
            <SaveButtons saving={saving} disabled={!canSave(draft)} onSave={(status) => void run(status)} />
          </>
        }
      />
      <UnknownTagsDialog
        pending={unknown}
        allowedTags={mergeTags.map((tag) => tag.tag)}
        onCancel={() => setUnknown(null)}
        onSaveAnyway={(status) => {
          setUnknown(null);
          void run(status, true);
        }}
      />
      <PreviewSmsDialog templateId={base._id} open={previewOpen} onOpenChange={setPreviewOpen} />
    </>
  );
}

/** 'Send Preview SMS': a phone number; the server sends the saved text through the company's SMS integration. */
function PreviewSmsDialog({
  templateId,
  open,
  onOpenChange,
}: {
  templateId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { useMutations } = useApi();
  const { sendPreviewSms } = useMutations();
  const c = contentCopy.previewSms;
  return (
    <SendPreviewDialog
      open={open}
      onOpenChange={onOpenChange}
      title={c.title}
      description={c.description}
      field={{ label: c.phone, hint: c.recipients, type: 'tel', inputMode: 'tel', autoComplete: 'tel' }}
      validate={(phone) =>
        phone === '' ? c.phoneRequired : SMS_PHONE.test(phone) ? undefined : c.invalidPhone
      }
      sendLabel={c.send}
      send={(phone) => sendPreviewSms(templateId, { phone })}
    />
  );
}
