import { activity } from '@qone/domain/activity';
import {
  choiceOf,
  currentVersion,
  isDraftStale,
  legalDocuments,
  legalText,
  publishRefusal,
  toLegalDocument,
  versionsOf,
} from '@qone/domain/legal-texts';
import { legalMessages } from '@qone/domain/messages';
import type { MockDb } from '../db';
import { badRequest, conflict, MockStaleError, notFound, routesFor } from '../http';

/** Legal and security policy texts: versions, drafts, publishing, the options' choice and DPA acceptance. */
export function legalHandlers(db: MockDb) {
  const { get, put, post, delete: del } = routesFor(db);
  const textAt = (path: string) => legalText(path) ?? notFound(legalMessages.notFound);
  const mayEdit = () => db.currentPermissions().settings;
  const view = (path: string) => toLegalDocument(textAt(path), db.legal, db.today(), mayEdit());
  const caller = () => {
    const user = db.currentUser();
    return { _id: user?._id ?? null, name: user?.name ?? '', email: user?.email ?? '' };
  };
  const target = (path: string, label: string) => ({ type: 'legal-document' as const, id: path, label });
  /** A save or publish based on another draft than the current one: 409 with the document as it is now. */
  const assertDraftCurrent = (path: string, baseVersion: number | null) => {
    if (isDraftStale(db.legal, path, baseVersion))
      throw new MockStaleError(legalMessages.staleDraft, view(path));
  };

  return [
    get('/api/legal-documents', ({ response }) =>
      response(200).json({ data: legalDocuments(db.legal, db.today(), mayEdit()) }),
    ),

    get('/api/legal-documents/{path}', ({ params, response }) =>
      response(200).json({ data: view(params.path) }),
    ),

    get('/api/legal-documents/{path}/versions', ({ params, response }) =>
      response(200).json({ data: versionsOf(textAt(params.path), db.legal) }),
    ),

    put('/api/legal-documents/{path}/draft', ({ params, body, response }) => {
      const text = textAt(params.path);
      assertDraftCurrent(text.path, body.baseVersion);
      const before = db.legal.drafts.get(text.path);
      const { baseVersion: _base, ...fields } = body;
      const version = (db.legal.draftVersions.get(text.path) ?? 0) + 1;
      db.legal.draftVersions.set(text.path, version);
      db.legal.drafts.set(text.path, { ...fields, updatedAt: db.now(), updatedBy: caller(), version });
      db.recordActivity(
        activity.legal({
          actor: db.actor(),
          action: 'legal-document.draft-saved',
          target: target(text.path, body.title),
          before: before
            ? { title: before.title, paragraph: before.paragraph, description: before.description }
            : null,
          after: { ...fields },
        }),
      );
      return response(200).json({ message: legalMessages.draftSaved, data: view(text.path) });
    }),

    del('/api/legal-documents/{path}/draft', ({ params, response }) => {
      const text = textAt(params.path);
      const draft = db.legal.drafts.get(text.path) ?? notFound(legalMessages.noDraftToDiscard);
      db.legal.drafts.delete(text.path);
      db.recordActivity(
        activity.legal({
          actor: db.actor(),
          action: 'legal-document.draft-discarded',
          target: target(text.path, draft.title),
          before: { title: draft.title, paragraph: draft.paragraph, description: draft.description },
          after: null,
        }),
      );
      return response(200).json({ message: legalMessages.draftDiscarded, data: view(text.path) });
    }),

    post('/api/legal-documents/{path}/publish', ({ params, body, response }) => {
      const text = textAt(params.path);
      const draft = db.legal.drafts.get(text.path) ?? conflict(legalMessages.noDraft);
      assertDraftCurrent(text.path, body.baseVersion);
      const today = db.today();
      const refusal = publishRefusal(text, db.legal, today, body.effectiveDate);
      if (refusal?.kind === 'past') badRequest(legalMessages.effectiveDateInPast);
      if (refusal?.kind === 'beforeLatest')
        badRequest(legalMessages.effectiveBeforeLatest(refusal.version, refusal.date));
      const before = currentVersion(text, db.legal, today);
      const version = (versionsOf(text, db.legal)[0]?.version ?? 1) + 1;
      const published = {
        version,
        title: draft.title,
        paragraph: draft.paragraph,
        description: draft.description,
        effectiveDate: body.effectiveDate,
        publishedAt: db.now(),
        publishedBy: caller(),
      };
      db.legal.versions.set(text.path, [published, ...(db.legal.versions.get(text.path) ?? [])]);
      db.legal.drafts.delete(text.path);
      db.recordActivity(
        activity.legal({
          actor: db.actor(),
          action: 'legal-document.published',
          target: target(text.path, draft.title),
          before: { version: before.version, title: before.title, description: before.description },
          after: {
            version,
            title: draft.title,
            description: draft.description,
            effectiveDate: body.effectiveDate,
          },
        }),
      );
      return response(200).json({
        message: legalMessages.published(version, body.effectiveDate),
        data: view(text.path),
      });
    }),

    put('/api/legal-documents/{path}/choice', ({ params, body, response }) => {
      const text = textAt(params.path);
      if (text.options.length === 0) badRequest(legalMessages.noOptions);
      if (!text.options.includes(body.choice)) badRequest(legalMessages.unknownOption(text.options));
      db.recordActivity(
        activity.legal({
          actor: db.actor(),
          action: 'legal-document.choice-changed',
          target: target(text.path, text.title),
          before: { choice: choiceOf(text, db.legal) },
          after: { choice: body.choice },
        }),
      );
      db.legal.choices.set(text.path, body.choice);
      return response(200).json({ message: legalMessages.choiceSaved, data: view(text.path) });
    }),

    post('/api/legal-documents/{path}/acceptance', ({ params, response }) => {
      const text = textAt(params.path);
      if (!text.requiresAcceptance) badRequest(legalMessages.noAcceptance);
      const current = currentVersion(text, db.legal, db.today());
      const already = db.legal.acceptances.some(
        (acceptance) => acceptance.path === text.path && acceptance.version === current.version,
      );
      if (!already) {
        db.legal.acceptances.push({
          path: text.path,
          version: current.version,
          acceptedAt: db.now(),
          acceptedBy: caller(),
        });
        db.recordActivity(
          activity.legal({
            actor: db.actor(),
            action: 'legal-document.accepted',
            target: target(text.path, current.title),
            before: null,
            after: { version: current.version },
          }),
        );
      }
      return response(200).json({ message: legalMessages.accepted(current.version), data: view(text.path) });
    }),
  ];
}
