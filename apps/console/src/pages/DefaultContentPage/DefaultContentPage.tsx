import { type TemplateSort, type TemplateSummary, type TemplateType, useApi } from '@qone/api-client';
import {
  Button,
  ConfirmDialog,
  LinkButton,
  PageHeader,
  Tabs,
  TemplateFilterBar,
  TemplateTable,
} from '@qone/ui';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { loadError } from '../../app/LoadError';
import { useAction } from '../../app/useAction';
import { commonCopy, contentCopy, languagesCopy } from '../../copy';
import { usePublicPagePath } from '../../features/TemplateEditor/public-page';
import { paths } from '../../routes';
import { NewTemplateDialog } from './NewTemplateDialog';
import { TemplatePreviewDialog } from './TemplatePreviewDialog';
import { editorPath, type ListStatus, type ListView, readView, TEMPLATE_TABS, writeView } from './view';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space300};
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
  padding-top: ${({ theme }) => theme.space.space200};
`;

const SORTS: TemplateSort[] = ['date_asc', 'date_desc', 'name_asc', 'name_desc'];

/**
 * /default-content: the templates of one type (tabs Email, Pages, SMS, Buttons), filtered by status, searched and
 * sorted by the server. The tab, status, sort and search are kept in the URL (a link reproduces the view) and the
 * tab, status and sort in local storage (the view comes back on the next visit). Rows open their editor, and are
 * copied, previewed (not buttons) or deleted after a confirmation.
 */
export function DefaultContentPage() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readView(params), [params]);
  const navigate = useNavigate();
  const { useTemplates, useMutations, useLanguages } = useApi();
  const publicPagePath = usePublicPagePath();
  const languages = useLanguages();
  const { copyTemplate, deleteTemplate } = useMutations();
  const [search, setSearch] = useState(view.search);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TemplateSummary | null>(null);
  const [previewing, setPreviewing] = useState<TemplateSummary | null>(null);

  const change = (next: Partial<ListView>) => {
    setParams(writeView({ ...view, ...next }).params, { replace: true });
  };

  // The URL always states the view (also when it came from local storage), so the address can be shared.
  useEffect(() => {
    const expected = view.params.toString();
    if (params.toString() !== expected) setParams(view.params, { replace: true });
  }, [params, view, setParams]);

  // Searching waits for a pause in typing.
  useEffect(() => {
    if (search === view.search) return;
    const timer = setTimeout(() => change({ search }), 250);
    return () => clearTimeout(timer);
  });

  const templates = useTemplates({
    type: view.tab,
    status: view.status === 'all' ? '' : view.status,
    sort: view.sort,
    ...(view.search ? { search: view.search } : {}),
  });

  const copy = useAction({
    run: (row: TemplateSummary) => copyTemplate(row._id),
    success: (result) => result.message,
    failure: 'toast',
  });
  const removing = useAction({
    run: (row: TemplateSummary) => deleteTemplate(row._id),
    success: (result) => result.message,
    failure: 'toast',
  });
  const remove = () =>
    deleting
      ? removing
          .run(deleting)
          .finally(() => setDeleting(null))
          .catch(() => undefined)
      : undefined;

  const preview = (row: TemplateSummary) => {
    const publicPath = row.type === 'page' ? publicPagePath(row.slug) : null;
    if (publicPath) {
      window.open(publicPath, '_blank', 'noopener');
    } else {
      setPreviewing(row);
    }
  };

  const l = contentCopy.list;
  const nameOf = (code: string) => languages.data?.find((language) => language.code === code)?.name ?? code;
  const missing = languagesCopy.missingTranslation;
  const rows = (templates.data ?? []).map((row) => ({
    ...row,
    id: row._id,
    // Enabled languages without a complete translation (computed by the server), named in the badge's sentence.
    ...(row.missingLanguages.length > 0
      ? {
          notice: {
            label: missing.label,
            description: missing.description(row.missingLanguages.map(nameOf)),
          },
        }
      : {}),
  }));
  return (
    <Page>
      <PageHeader title={l.title} description={l.description} />
      <Tabs value={view.tab} onValueChange={(tab) => change({ tab: tab as TemplateType })}>
        <Tabs.List aria-label={l.tabsLabel}>
          {TEMPLATE_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {l.tabs[tab]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TEMPLATE_TABS.map((tab) => (
          <Tabs.Panel key={tab} value={tab}>
            <Panel>
              <TemplateFilterBar
                aria-label={l.filtersLabel}
                search={{ label: l.search, value: search, onChange: setSearch }}
                status={{
                  label: l.status,
                  value: view.status,
                  options: (['all', 'live', 'draft'] as const).map((value) => ({
                    value,
                    label: l.statusOptions[value],
                  })),
                  onChange: (status) => change({ status: status as ListStatus }),
                }}
                sort={{
                  label: l.sort,
                  value: view.sort,
                  options: SORTS.map((value) => ({ value, label: l.sortOptions[value] })),
                  onChange: (sort) => change({ sort: sort as TemplateSort }),
                }}
                actions={
                  <>
                    <Button variant="primary" onClick={() => setCreating(true)}>
                      {l.newButton}
                    </Button>
                    <LinkButton href={paths.translations}>{l.translations}</LinkButton>
                  </>
                }
              />
              <TemplateTable
                aria-label={l.tableLabel(l.tabs[tab])}
                rows={tab === view.tab ? rows : []}
                loading={templates.isLoading}
                error={loadError(templates, { message: l.fetchError })}
                emptyText={view.search || view.status !== 'all' ? l.empty : l.emptyTab}
                labels={{
                  ...l.columns,
                  statuses: { live: commonCopy.statuses.live, draft: commonCopy.statuses.draft },
                  ...l.actions,
                  actionsFor: l.actionsFor,
                }}
                editHref={(row) => editorPath(row)}
                onCopy={(row) => copy.start(row)}
                onPreview={preview}
                canPreview={(row) => row.type !== 'button'}
                onDelete={setDeleting}
              />
            </Panel>
          </Tabs.Panel>
        ))}
      </Tabs>
      <NewTemplateDialog
        open={creating}
        onOpenChange={setCreating}
        defaultType={view.tab}
        onCreated={(template) => navigate(editorPath(template))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        message={l.deleteConfirm}
        loading={removing.pending}
        onConfirm={remove}
      />
      <TemplatePreviewDialog template={previewing} onClose={() => setPreviewing(null)} />
    </Page>
  );
}
