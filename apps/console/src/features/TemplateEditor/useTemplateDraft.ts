import {
  type MergeTag,
  type NotificationUnit,
  type Template,
  type TemplateStatus,
  type UpdateTemplateRequest,
  useApi,
} from '@qone/api-client';
import { templateMessages } from '@qone/domain/messages';
import { unknownMergeTags } from '@qone/domain/templates';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { errorStatus, errorText } from '../../app/errors';
import { useAction } from '../../app/useAction';

/** What the editor changes before it saves: the template's content and settings, as typed. */
export interface Draft {
  name: string;
  description: string;
  html: string;
  subject: string;
  slug: string;
  htmlOnly: boolean;
  linkedModule: string | null;
  /** As typed in the field; '' for no schedule. */
  notificationIncrement: string;
  notificationUnit: NotificationUnit;
}

const toDraft = (template: Template): Draft => ({
  name: template.name,
  description: template.description,
  html: template.html,
  subject: template.subject,
  slug: template.slug ?? '',
  htmlOnly: template.htmlOnly,
  linkedModule: template.linkedModule,
  notificationIncrement:
    template.notificationIncrement === null ? '' : String(template.notificationIncrement),
  notificationUnit: template.notificationUnit,
});

const sameDraft = (a: Draft, b: Draft) =>
  (Object.keys(a) as (keyof Draft)[]).every((key) => a[key] === b[key]);

/** Why a save cannot be sent as it is: the field and the message. */
export type DraftProblem = { field: keyof Draft; message: string };

export interface SaveOptions {
  /** Sends the save even when the text uses merge tags that are not on the list. */
  acceptUnknownTags?: boolean;
}

export type SaveOutcome =
  | { kind: 'saved'; template: Template }
  | { kind: 'unknown-tags'; tags: string[] }
  | { kind: 'invalid'; problems: DraftProblem[] }
  | { kind: 'stale'; message: string }
  | { kind: 'failed'; message: string };

/**
 * An editor's working copy of one template: loaded from the server, edited locally, saved as a draft or published
 * with the version it started from (so someone else's save in between is reported, not overwritten). Merge tags that
 * are not on the server's list are reported before anything is sent. The save goes through useAction (pending, the
 * success toast, the cache); its refusal comes back as the outcome, which each editor shows its own way.
 */
export function useTemplateDraft(
  id: string | undefined,
  validate: (draft: Draft) => DraftProblem[] = () => [],
  extraBody: (draft: Draft) => Partial<UpdateTemplateRequest> = () => ({}),
) {
  const { useTemplate, useMergeTags, useMutations } = useApi();
  const template = useTemplate(id);
  const tags = useMergeTags();
  const { updateTemplate } = useMutations();
  const [base, setBase] = useState<Template | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [savingStatus, setSavingStatus] = useState<TemplateStatus>('draft');
  const write = useAction({
    run: (templateId: string, body: UpdateTemplateRequest) => updateTemplate(templateId, body),
    revalidate: (result) => {
      setBase(result.data);
      setDraft(toDraft(result.data));
    },
    success: (result) => result.message,
    // Each editor shows a refusal its own way (the stale notice, the failure alert), from the save's outcome.
    quiet: () => true,
  });
  const saving = write.pending ? savingStatus : null;

  const dirty = base !== null && draft !== null && !sameDraft(draft, toDraft(base));

  // The first answer seeds the draft; a later one (another version on the server) only while nothing is unsaved.
  useEffect(() => {
    const loaded = template.data;
    if (!loaded) return;
    if (base && (dirty || base.version === loaded.version)) return;
    setBase(loaded);
    setDraft(toDraft(loaded));
  }, [template.data, base, dirty]);
  const mergeTags: readonly MergeTag[] = useMemo(() => tags.data ?? [], [tags.data]);

  const update = useCallback((patch: Partial<Draft>) => {
    setDraft((current) => (current ? { ...current, ...patch } : current));
  }, []);

  const save = useCallback(
    async (status: TemplateStatus, options: SaveOptions = {}): Promise<SaveOutcome> => {
      if (!id || !draft || !base) return { kind: 'failed', message: '' };
      const problems = validate(draft);
      if (problems.length > 0) return { kind: 'invalid', problems };
      if (!options.acceptUnknownTags) {
        const unknown = unknownMergeTags(`${draft.subject}\n${draft.html}`, mergeTags);
        if (unknown.length > 0) return { kind: 'unknown-tags', tags: unknown };
      }
      setSavingStatus(status);
      const increment = draft.notificationIncrement.trim();
      try {
        const result = await write.run(id, {
          name: draft.name.trim(),
          description: draft.description.trim(),
          status,
          html: draft.html,
          ...(base.type === 'email' ? { subject: draft.subject } : {}),
          ...(base.type === 'email' || base.type === 'page' ? { htmlOnly: draft.htmlOnly } : {}),
          linkedModule: draft.linkedModule,
          notificationIncrement: increment === '' ? null : Number(increment),
          notificationUnit: draft.notificationUnit,
          baseVersion: base.version,
          ...extraBody(draft),
        });
        return { kind: 'saved', template: result.data };
      } catch (error) {
        const message = errorText(error);
        if (errorStatus(error) === 409 && message === templateMessages.staleVersion)
          return { kind: 'stale', message };
        return { kind: 'failed', message };
      }
    },
    [id, draft, base, validate, mergeTags, write, extraBody],
  );

  /** Drops unsaved changes and takes the server's latest version. */
  const reload = useCallback(async () => {
    const fresh = await template.mutate();
    if (fresh) {
      setBase(fresh);
      setDraft(toDraft(fresh));
    }
  }, [template]);

  /** Replaces the working copy after the server changed the template (a restored version). */
  const replace = useCallback((fresh: Template) => {
    setBase(fresh);
    setDraft(toDraft(fresh));
  }, []);

  return { template, base, draft, dirty, saving, mergeTags, update, save, reload, replace };
}
