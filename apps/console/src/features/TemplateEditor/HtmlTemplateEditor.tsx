import type { Template, TemplateStatus } from '@qone/api-client';
import { finishSlug, hasSlugSpecialCharacters, typeSlug, unknownMergeTags } from '@qone/domain/templates';
import {
  Alert,
  Button,
  type EditorDevice,
  EditorShell,
  type EditorTab,
  Spinner,
  TextField,
  TextLink,
} from '@qone/ui';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { generatePath, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadError } from '../../app/LoadError';
import { commonCopy, contentCopy, validationCopy } from '../../copy';
import { SLUG } from '../../forms/patterns';
import { paths } from '../../routes';
import { EditorNotices } from './EditorNotices';
import { HistoryTab } from './HistoryTab';
import { type HtmlChange, htmlChanges } from './html-compare';
import { LossDialog } from './LossDialog';
import { PreviewEmailDialog } from './PreviewEmailDialog';
import { PreviewTab } from './PreviewTab';
import { usePublicPagePath } from './public-page';
import { SaveButtons } from './SaveButtons';
import { SettingsFields, settingsProblems } from './SettingsFields';
import { TrackingCodes } from './TrackingCodes';
import { type PendingUnknownTags, UnknownTagsDialog } from './UnknownTagsDialog';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { type Draft, type DraftProblem, useTemplateDraft } from './useTemplateDraft';

// The editors' libraries load only here, each in its own chunk (GrapesJS, CodeMirror).
const DesignEditor = lazy(() => import('./DesignEditor.editor'));
const CodeEditor = lazy(() => import('./CodeEditor.editor'));

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space300};
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
`;

const Waiting = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.space100};
  min-height: ${({ theme }) => theme.size.previewHeight};
  color: ${({ theme }) => theme.color.fgMuted};
`;

const Inline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.space150};
  & > :first-child {
    flex: 0 1 ${({ theme }) => theme.size.columnXLarge};
  }
`;

function Loading({ label }: { label: string }) {
  return (
    <Waiting>
      <Spinner srText={null} />
      {label}
    </Waiting>
  );
}

const TABS = ['design', 'html', 'preview', 'settings', 'history'] as const;
type Tab = (typeof TABS)[number];

/** The slug rule: the product's message for any character outside lowercase letters, digits and single hyphens. */
function slugProblem(slug: string): string | undefined {
  const finished = finishSlug(slug);
  if (finished === '') return undefined;
  if (hasSlugSpecialCharacters(slug) || !SLUG.test(finished)) {
    return validationCopy.slugSpecialCharacters;
  }
  return undefined;
}

const pageProblems = (draft: Draft): DraftProblem[] => {
  const problems = settingsProblems(draft);
  const slug = slugProblem(draft.slug);
  if (slug) problems.push({ field: 'slug', message: slug });
  return problems;
};

export interface HtmlTemplateEditorProps {
  id: string;
  type: 'email' | 'page';
}

/**
 * The email and page editors: Design (GrapesJS) and HTML (CodeMirror) over one HTML source, a sandboxed Preview on
 * Desktop, Tablet and Mobile, Settings (and for pages the slug and tracking codes), and the History of versions.
 * Switching from HTML to Design never changes the HTML silently: the designer's version is compared with it, and
 * when it differs the admin sees what would change and may keep the template in HTML-only mode.
 */
export function HtmlTemplateEditor({ id, type }: HtmlTemplateEditorProps) {
  const validate = type === 'page' ? pageProblems : settingsProblems;
  const extraBody = useCallback(
    (draft: Draft) =>
      type === 'page' && finishSlug(draft.slug) !== '' ? { slug: finishSlug(draft.slug) } : {},
    [type],
  );
  const { template, base, draft, dirty, saving, mergeTags, update, save, reload, replace } = useTemplateDraft(
    id,
    validate,
    extraBody,
  );
  // `?tab=html` (or preview, settings, history) opens that tab first, e.g. from a link or a story.
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(() => {
    const asked = params.get('tab');
    return TABS.includes(asked as Tab) ? (asked as Tab) : 'design';
  });
  const [device, setDevice] = useState<EditorDevice>('desktop');
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const [unknownTags, setUnknownTags] = useState<PendingUnknownTags | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  // What the designer holds: the HTML it was given, and its serialisation of it (equal when nothing would change).
  const [designSource, setDesignSource] = useState<string | null>(null);
  const [designOutput, setDesignOutput] = useState<string | null>(null);
  const [pendingLoss, setPendingLoss] = useState<{ changes: HtmlChange[]; serialised: string } | null>(null);
  const [designVisited, setDesignVisited] = useState(false);

  const html = draft?.html ?? '';
  const htmlOnly = draft?.htmlOnly ?? false;

  // Opening Design with HTML the designer has not checked yet loads it there; onLoaded compares the two.
  useEffect(() => {
    if (tab !== 'design' || !draft || htmlOnly) return;
    setDesignVisited(true);
    if (html !== designSource && html !== designOutput) {
      setDesignSource(html);
      setDesignOutput(null);
    }
  }, [tab, draft, htmlOnly, html, designSource, designOutput]);

  const onDesignLoaded = useCallback(
    (serialised: string) => {
      if (designSource === null) return;
      const changes = htmlChanges(designSource, serialised);
      if (changes.length === 0) {
        setDesignOutput(serialised);
      } else {
        setPendingLoss({ changes, serialised });
      }
    },
    [designSource],
  );

  const onDesignChange = useCallback(
    (serialised: string) => {
      setDesignOutput(serialised);
      update({ html: serialised });
    },
    [update],
  );

  const runSave = async (status: TemplateStatus, acceptUnknownTags = false) => {
    setFailure(null);
    const outcome = await save(status, { acceptUnknownTags });
    if (outcome.kind === 'invalid') {
      setProblems(outcome.problems);
      setTab('settings');
    } else if (outcome.kind === 'unknown-tags') {
      setUnknownTags({ status, tags: outcome.tags });
    } else if (outcome.kind === 'stale') {
      setStale(outcome.message);
    } else if (outcome.kind === 'failed' && outcome.message) {
      setFailure(outcome.message);
    } else if (outcome.kind === 'saved') {
      setProblems([]);
    }
  };

  const liveUnknown = useMemo(
    () =>
      draft && mergeTags.length > 0 ? unknownMergeTags(`${draft.subject}\n${draft.html}`, mergeTags) : [],
    [draft, mergeTags],
  );

  if (template.error && !base) {
    return <LoadError read={template} headingLevel={3} title={contentCopy.editor.loadError} />;
  }
  if (!base || !draft) return <Loading label={contentCopy.editor.loading} />;
  if (base.type !== type) {
    const editorPath =
      base.type === 'email'
        ? paths.emailEditor
        : base.type === 'page'
          ? paths.pageEditor
          : base.type === 'sms'
            ? paths.smsEditor
            : paths.buttonEditor;
    return (
      <Alert variant="warning" title={contentCopy.editor.wrongType}>
        <TextLink href={generatePath(editorPath, { id: base._id })}>{contentCopy.editor.openEditor}</TextLink>
      </Alert>
    );
  }

  const e = contentCopy.editor;
  const d = contentCopy.design;
  const tabs: EditorTab[] = [
    {
      value: 'design',
      label: e.tabs.design,
      keepMounted: designVisited && !htmlOnly,
      content: htmlOnly ? (
        <Alert
          variant="info"
          actions={
            <Button size="small" onClick={() => update({ htmlOnly: false })}>
              {d.tryDesign}
            </Button>
          }
        >
          {d.htmlOnlyNotice}
        </Alert>
      ) : designVisited && designSource !== null ? (
        <Suspense fallback={<Loading label={d.loading} />}>
          <DesignEditor
            value={designSource}
            onChange={onDesignChange}
            onLoaded={onDesignLoaded}
            mergeTags={mergeTags}
          />
        </Suspense>
      ) : (
        <Loading label={d.loading} />
      ),
    },
    {
      value: 'html',
      label: e.tabs.html,
      content: (
        <Suspense fallback={<Loading label={contentCopy.code.loading} />}>
          <CodeEditor
            value={html}
            onChange={(next) => update({ html: next })}
            mergeTags={mergeTags}
            label={contentCopy.code.label}
          />
        </Suspense>
      ),
    },
    {
      value: 'preview',
      label: e.tabs.preview,
      content: (
        <PreviewTab
          html={html}
          type={type}
          device={device}
          title={contentCopy.list.previewTitle(draft.name)}
          active={tab === 'preview'}
        />
      ),
    },
    {
      value: 'settings',
      label: e.tabs.settings,
      content: (
        <Stack>
          <SettingsFields draft={draft} type={type} update={update} problems={problems} />
          {type === 'page' ? (
            // Tracking codes are saved on their own (no new version): the latest answer has them.
            <PageSettings page={template.data ?? base} draft={draft} update={update} problems={problems} />
          ) : null}
        </Stack>
      ),
    },
    {
      value: 'history',
      label: e.tabs.history,
      content: <HistoryTab template={base} dirty={dirty} onRestored={replace} active={tab === 'history'} />,
    },
  ];

  return (
    <>
      <UnsavedChangesGuard when={dirty} />
      <EditorShell
        title={draft.name || base.name}
        status={{
          label: commonCopy.statuses[base.status],
          tone: base.status === 'live' ? 'success' : 'neutral',
        }}
        description={dirty ? `${e.types[type]} · ${e.unsaved}` : e.types[type]}
        tabs={tabs}
        value={tab}
        onValueChange={(next) => setTab(next as Tab)}
        tabsLabel={e.tabsLabel}
        devices={
          tab === 'preview'
            ? {
                label: e.devicesLabel,
                value: device,
                onChange: setDevice,
                options: (['desktop', 'tablet', 'mobile'] as const).map((value) => ({
                  value,
                  label: e.devices[value],
                })),
              }
            : undefined
        }
        notice={
          <EditorNotices
            stale={stale}
            staleTitle={e.staleTitle}
            onReload={() => {
              setStale(null);
              void reload();
            }}
            failure={failure}
            onDismissFailure={() => setFailure(null)}
            unknownTags={liveUnknown}
            allowedTags={mergeTags.map((tag) => tag.tag)}
          />
        }
        actions={
          <>
            {type === 'email' ? (
              <Button onClick={() => setPreviewOpen(true)}>{contentCopy.previewEmail.button}</Button>
            ) : null}
            <SaveButtons saving={saving} onSave={(status) => void runSave(status)} />
          </>
        }
      />
      <LossDialog
        changes={pendingLoss?.changes ?? []}
        onKeepHtml={() => {
          setPendingLoss(null);
          update({ htmlOnly: true });
          setTab('html');
        }}
        onAccept={() => {
          if (!pendingLoss) return;
          setDesignOutput(pendingLoss.serialised);
          update({ html: pendingLoss.serialised });
          setPendingLoss(null);
        }}
        onCancel={() => {
          setPendingLoss(null);
          setDesignSource(null);
          setTab('html');
        }}
      />
      <UnknownTagsDialog
        pending={unknownTags}
        allowedTags={mergeTags.map((tag) => tag.tag)}
        onCancel={() => setUnknownTags(null)}
        onSaveAnyway={(status) => {
          setUnknownTags(null);
          void runSave(status, true);
        }}
      />
      {type === 'email' ? (
        <PreviewEmailDialog
          templateId={base._id}
          open={previewOpen}
          onOpenChange={setPreviewOpen}
          dirty={dirty}
        />
      ) : null}
    </>
  );
}

function PageSettings({
  page,
  draft,
  update,
  problems,
}: {
  page: Template;
  draft: Draft;
  update: (patch: Partial<Draft>) => void;
  problems: readonly DraftProblem[];
}) {
  const p = contentCopy.page;
  const typed = slugProblem(draft.slug) ?? problems.find((problem) => problem.field === 'slug')?.message;
  const publicPath = usePublicPagePath()(page.slug);
  return (
    <>
      <Inline>
        <TextField
          label={p.slug}
          hint={p.slugHint}
          maxLength={200}
          value={draft.slug}
          onChange={(event) => update({ slug: typeSlug(event.target.value) })}
          error={typed}
        />
        {publicPath ? (
          <TextLink href={publicPath} target="_blank" rel="noopener noreferrer">
            {p.openPublic}
          </TextLink>
        ) : (
          <span>{p.noSlugYet}</span>
        )}
      </Inline>
      {page.status === 'draft' && publicPath ? <Alert variant="info">{p.draftNotPublic}</Alert> : null}
      <TrackingCodes page={page} />
    </>
  );
}
