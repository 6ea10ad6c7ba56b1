import {
  type TranslationProgress as Progress,
  type TemplateSort,
  type TemplateSummary,
  useApi,
} from '@qone/api-client';
import {
  Badge,
  Breadcrumbs,
  Button,
  PageHeader,
  Select,
  Table,
  type TableColumn,
  Tabs,
  TemplateFilterBar,
  TextLink,
  TranslationProgress,
} from '@qone/ui';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { loadError } from '../../app/LoadError';
import { commonCopy, languagesCopy } from '../../copy';
import { AutoTranslateButton } from '../../features/AutoTranslate';
import { paths } from '../../routes';
import { DefaultLanguagesModal } from './DefaultLanguagesModal';
import { chosenLanguage, enabledLanguages, targetLanguage, translationEditorPath } from './languageChoice';

const t = languagesCopy;
// The translation sheet's modal (and the preview table) load when the admin first opens it.
const TranslationSheetModal = lazy(() => import('./TranslationSheetModal'));
const TABS = ['email', 'page'] as const;
type Tab = (typeof TABS)[number];
type Status = 'all' | 'live' | 'draft';
const SORTS: TemplateSort[] = ['date_asc', 'date_desc', 'name_asc', 'name_desc'];

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space300};
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.space150};

  > div {
    flex: 0 0 ${({ theme }) => theme.size.columnLarge};
  }
`;

/** Sized to its buttons (not the Bar's field column, which three buttons overflowed); they wrap on a phone. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.space100};
  margin-left: auto;
  && {
    flex: 0 1 auto;
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
  padding-top: ${({ theme }) => theme.space.space200};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.fgMuted};
`;

type Row = TemplateSummary & { progress: Progress | undefined };

/**
 * The translations screen (/languages-and-translations, /company-settings/languages-and-translations): the
 * company's email templates and pages from the server with each one's progress into the target language, filtered by
 * status, searched and sorted; source and target selects of the enabled languages (the default language, and the
 * first other enabled language, until the admin picks), kept in the URL so the editor opens with them; and the 'Default languages' modal.
 */
export function TranslationsPage() {
  const { useLanguages, useTemplates, useTranslationProgress, useMutations } = useApi();
  const { autoTranslateTemplates } = useMutations();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<Tab>('email');
  const [status, setStatus] = useState<Status>('all');
  const [sort, setSort] = useState<TemplateSort>('date_asc');
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [filtersShown, setFiltersShown] = useState(true);
  const [modalOpen, setModalOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetLoaded, setSheetLoaded] = useState(false);

  const languages = useLanguages();
  const enabled = useMemo(() => enabledLanguages(languages.data), [languages.data]);
  const source = chosenLanguage(enabled, params.get('source'));
  const target = targetLanguage(enabled, params.get('target'), source);
  const defaultCode = enabled.find((language) => language.default)?.code;
  const choose = (name: 'source' | 'target', code: string) => {
    const next = new URLSearchParams(params);
    next.set(name, code);
    setParams(next, { replace: true });
  };

  // Searching waits for a pause in typing.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);

  const templates = useTemplates({
    type: tab,
    status: status === 'all' ? '' : status,
    sort,
    ...(query ? { search: query } : {}),
  });
  const progress = useTranslationProgress(target);
  const progressOf = useMemo(
    () => new Map((progress.data ?? []).map((entry) => [entry.templateId, entry])),
    [progress.data],
  );
  const rows: Row[] = (templates.data ?? []).map((row) => ({ ...row, progress: progressOf.get(row._id) }));
  const inCompanySettings = location.pathname.startsWith('/company-settings');
  const languageOptions = enabled.map((language) => ({ value: language.code, label: language.name }));

  const columns: TableColumn<Row>[] = [
    {
      id: 'name',
      header: t.columns.name,
      cell: (row) => (
        <TextLink href={translationEditorPath(row, inCompanySettings, { source, target })}>
          {row.name}
        </TextLink>
      ),
    },
    {
      id: 'description',
      header: t.columns.description,
      cell: (row) => <Muted title={row.description}>{row.description}</Muted>,
    },
    {
      id: 'status',
      header: t.columns.status,
      width: 'small',
      cell: (row) => (
        <Badge size="small" variant={row.status === 'live' ? 'success' : 'neutral'}>
          {row.status === 'live' ? commonCopy.statuses.live : commonCopy.statuses.draft}
        </Badge>
      ),
    },
    {
      id: 'progress',
      header: t.columns.progress,
      width: 'large',
      cell: (row) =>
        target === defaultCode ? (
          <Muted>{t.sourceText}</Muted>
        ) : row.progress ? (
          <TranslationProgress {...row.progress} labels={t.progress} />
        ) : null,
    },
    {
      id: 'actions',
      header: t.columns.actions,
      width: 'medium',
      cell: (row) => (
        <TextLink
          href={translationEditorPath(row, inCompanySettings, { source, target })}
          aria-label={t.translateName(row.name)}
        >
          {t.translate}
        </TextLink>
      ),
    },
  ];

  return (
    <Page>
      <Breadcrumbs>
        <Breadcrumbs.Item
          href={inCompanySettings ? paths.companySettingsAndDefaults : paths.settingsAndDefaults}
        >
          {t.breadcrumbs.settings}
        </Breadcrumbs.Item>
        <Breadcrumbs.Item selected>{t.breadcrumbs.languages}</Breadcrumbs.Item>
      </Breadcrumbs>
      <PageHeader title={t.title} description={t.description} />
      <Bar>
        <Select
          label={t.sourceLanguage}
          options={languageOptions}
          value={source}
          disabled={enabled.length === 0}
          onValueChange={(code) => choose('source', code)}
        />
        <Select
          label={t.targetLanguage}
          options={languageOptions}
          value={target}
          disabled={enabled.length === 0}
          onValueChange={(code) => choose('target', code)}
        />
        <AutoTranslateButton
          sameLanguages={source === target}
          unavailable={rows.length === 0 ? t.autoTranslate.nothingShown : undefined}
          run={async () => {
            // The templates shown (this tab, filters and search); their progress refreshes after.
            const done = await autoTranslateTemplates({
              source,
              target,
              templateIds: rows.map((row) => row._id),
            });
            return { message: done.message, needsReview: done.data.needsReview };
          }}
        />
        <Actions>
          <Button onClick={() => setModalOpen(true)}>{t.defaultLanguages}</Button>
          <Button
            onClick={() => {
              setSheetLoaded(true);
              setSheetOpen(true);
            }}
          >
            {t.sheet.open}
          </Button>
          <Button aria-expanded={filtersShown} onClick={() => setFiltersShown((shown) => !shown)}>
            {t.filterToggle}
          </Button>
        </Actions>
      </Bar>
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <Tabs.List aria-label={t.tabsLabel}>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t.tabs[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((value) => (
          <Tabs.Panel key={value} value={value}>
            <Panel>
              {filtersShown ? (
                <TemplateFilterBar
                  aria-label={t.filtersLabel}
                  search={{ label: t.search, value: search, onChange: setSearch }}
                  status={{
                    label: t.status,
                    value: status,
                    options: (['all', 'live', 'draft'] as const).map((option) => ({
                      value: option,
                      label: t.statusOptions[option],
                    })),
                    onChange: (next) => setStatus(next as Status),
                  }}
                  sort={{
                    label: t.sort,
                    value: sort,
                    options: SORTS.map((option) => ({ value: option, label: t.sortOptions[option] })),
                    onChange: (next) => setSort(next as TemplateSort),
                  }}
                />
              ) : null}
              <Table
                aria-label={t.tableLabel(t.tabs[value])}
                columns={columns}
                rows={value === tab ? rows : []}
                rowKey={(row) => row._id}
                manualSort
                loading={templates.isLoading}
                error={loadError(templates, { message: t.fetchError })}
                emptyText={query || status !== 'all' ? t.empty : t.emptyTab}
              />
            </Panel>
          </Tabs.Panel>
        ))}
      </Tabs>
      <DefaultLanguagesModal open={modalOpen} onOpenChange={setModalOpen} />
      {sheetLoaded ? (
        <Suspense fallback={null}>
          <TranslationSheetModal open={sheetOpen} onOpenChange={setSheetOpen} />
        </Suspense>
      ) : null}
    </Page>
  );
}
