import { type TranslationEntry, useApi } from '@qone/api-client';
import { markupTokens, placeholderMismatch, segmentParts } from '@qone/domain/translations';
import { Alert, Breadcrumbs, Button, EmptyState, PageHeader, Skeleton, TranslationSegment } from '@qone/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadError } from '../../app/LoadError';
import { useAction } from '../../app/useAction';
import { languagesCopy } from '../../copy';
import { AutoTranslateButton } from '../../features/AutoTranslate';
import { paths } from '../../routes';
import { chosenLanguage, enabledLanguages, templateIdOf } from '../TranslationsPage/languageChoice';

const t = languagesCopy.editor;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space300};
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
`;

const Toolbar = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.zSticky};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.space200};
  padding: ${({ theme }) => theme.space.space100} 0;
  background: ${({ theme }) => theme.color.canvasDefault};
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
  margin: 0;
  padding: 0;
  list-style: none;
`;

interface Draft {
  target: string;
  needsReview: boolean;
}

/**
 * The translation editor (/translations-editor/{id}, email-{id}, page-{id}, and under /company-settings): each
 * segment of the template — subject, text of the HTML, SMS or button text — with its source beside its translation
 * into the target language (`?target=`, else the company's default). Placeholders are locked chips in the source (markup
 * as short tokens, `markupTokens`) and must all be kept: a translation that drops or adds one is marked and blocks Save; the server checks the same rule
 * with the same module and names the segment it refuses.
 */
export function TranslationEditorPage() {
  const { id } = useParams();
  const templateId = templateIdOf(id);
  const [params] = useSearchParams();
  const location = useLocation();
  const { useLanguages, useTemplate, useTranslations, useMutations } = useApi();
  const { updateTranslations, autoTranslate } = useMutations();
  const languages = useLanguages();
  const enabled = useMemo(() => enabledLanguages(languages.data), [languages.data]);
  const defaultLanguage = enabled.find((language) => language.default);
  const source = chosenLanguage(enabled, params.get('source'));
  const target = chosenLanguage(enabled, params.get('target'));
  const nameOf = (code: string) => languages.data?.find((language) => language.code === code)?.name ?? code;
  const template = useTemplate(templateId);
  const ready = languages.data !== undefined;
  const entries = useTranslations(templateId, ready ? target : undefined);
  // The source column shows another language's translation where the admin chose one and it exists.
  const sourceEntries = useTranslations(
    templateId,
    ready && source !== defaultLanguage?.code ? source : undefined,
  );
  // Edits belong to one template and target language; another one starts from what is saved.
  const scope = `${templateId}:${target}`;
  const [edits, setEdits] = useState<{ scope: string; drafts: Record<string, Draft> }>({ scope, drafts: {} });
  const drafts = edits.scope === scope ? edits.drafts : {};
  const setDraft = (key: string, draft: Draft) =>
    setEdits((all) => ({ scope, drafts: { ...(all.scope === scope ? all.drafts : {}), [key]: draft } }));

  const list = entries.data ?? [];
  const current = (entry: TranslationEntry): Draft =>
    drafts[entry.key] ?? { target: entry.target, needsReview: entry.needsReview };
  const changed = list.filter((entry) => {
    const draft = drafts[entry.key];
    return draft && (draft.target !== entry.target || draft.needsReview !== entry.needsReview);
  });
  const problems = new Map(
    list.flatMap((entry) => {
      const value = current(entry).target;
      const mismatch = value === '' ? null : placeholderMismatch(entry.source, value, entry.context);
      return mismatch ? [[entry.key, mismatch] as const] : [];
    }),
  );

  const save = useAction({
    run: () =>
      updateTranslations(templateId ?? '', target, {
        entries: changed.map((entry) => ({ key: entry.key, ...current(entry) })),
      }),
    revalidate: async (saved) => {
      await entries.mutate(saved.data, { revalidate: false });
      setEdits({ scope, drafts: {} });
    },
    success: (saved) => saved.message,
  });
  const saving = save.pending;
  // A refusal that names a segment shows under that segment, any other above the list.
  const saveError = save.error
    ? { message: save.error, key: list.find((entry) => save.error?.includes(entry.key))?.key ?? null }
    : null;

  const back = location.pathname.startsWith('/company-settings')
    ? paths.companyTranslations
    : paths.translations;
  const title = template.data ? t.title(template.data.name) : t.title('…');
  const failed = template.error ?? entries.error;
  let body: ReactNode;
  if (failed) {
    body =
      failed.status === 404 ? (
        <EmptyState title={t.notFound} headingLevel={2} />
      ) : (
        <LoadError
          read={{
            error: failed,
            mutate: () => {
              void template.mutate();
              void entries.mutate();
            },
          }}
          compact
        />
      );
  } else if (!entries.data || !template.data) {
    body = <Skeleton lines={4} />;
  } else if (list.length === 0) {
    body = <EmptyState title={t.nothingToTranslate} headingLevel={2} />;
  } else {
    body = (
      <List>
        {list.map((entry) => {
          const draft = current(entry);
          const mismatch = problems.get(entry.key);
          const fromSource = sourceEntries.data?.find((other) => other.key === entry.key)?.target;
          const sourceText = fromSource || entry.source;
          // Markup shows as short tokens (`<b>`, `<span 2>`), never raw HTML with its inline styles; what is
          // stored and checked keeps the source's exact markup.
          const tokens = markupTokens(entry.source, entry.context);
          const missing = (mismatch?.missing ?? []).map(tokens.token);
          return (
            <li key={entry.key}>
              <TranslationSegment
                context={t.contexts[entry.context]}
                source={segmentParts(sourceText, entry.context).map((part) =>
                  part.kind === 'placeholder' ? { ...part, text: tokens.token(part.text) } : part,
                )}
                value={tokens.show(draft.target)}
                onValueChange={(value) => setDraft(entry.key, { ...draft, target: tokens.store(value) })}
                needsReview={draft.needsReview}
                onNeedsReviewChange={(needsReview) => setDraft(entry.key, { ...draft, needsReview })}
                missing={missing}
                error={
                  mismatch
                    ? t.mismatch(missing, mismatch.unexpected)
                    : saveError?.key === entry.key
                      ? saveError.message
                      : undefined
                }
                disabled={saving}
                labels={{
                  source: t.source(nameOf(fromSource ? source : (defaultLanguage?.code ?? source))),
                  target: t.target(nameOf(target)),
                  placeholders: t.placeholders,
                  insert: t.insert,
                  missing: t.missing,
                  needsReview: t.needsReview,
                }}
              />
            </li>
          );
        })}
      </List>
    );
  }

  return (
    <Page>
      <Breadcrumbs>
        <Breadcrumbs.Item href={back}>{t.back}</Breadcrumbs.Item>
        <Breadcrumbs.Item selected>{template.data?.name ?? '…'}</Breadcrumbs.Item>
      </Breadcrumbs>
      <PageHeader title={title} />
      {target === defaultLanguage?.code ? <Alert variant="info">{t.sameLanguage}</Alert> : null}
      <Toolbar>
        <AutoTranslateButton
          sameLanguages={source === target}
          run={async () => {
            // Only empty translations are filled; unsaved edits of other segments stay as drafts.
            const done = await autoTranslate(templateId ?? '', { source, target });
            await entries.mutate(done.data, { revalidate: false });
            return { message: done.message, needsReview: done.result.needsReview };
          }}
        />
        {problems.size > 0 ? <span role="status">{t.fixFirst(problems.size)}</span> : null}
        {changed.length > 0 ? <span role="status">{t.unsaved(changed.length)}</span> : null}
        <Button
          variant="primary"
          loading={saving}
          disabled={changed.length === 0 || problems.size > 0}
          onClick={() => save.start()}
        >
          {t.save}
        </Button>
      </Toolbar>
      {saveError && saveError.key === null ? <Alert variant="danger">{saveError.message}</Alert> : null}
      {body}
    </Page>
  );
}
