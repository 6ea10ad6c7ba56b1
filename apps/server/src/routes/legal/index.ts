import { activity } from '@qone/domain/activity';
import {
  choiceOf,
  currentVersion,
  dayOf,
  isDraftStale,
  type LegalState,
  type LegalText,
  legalDocuments,
  legalText,
  publishRefusal,
  toLegalDocument,
  versionsOf,
} from '@qone/domain/legal-texts';
import { legalMessages } from '@qone/domain/messages';
import { actorOf, recordActivity } from '../../activity/record.js';
import type { AuthContext } from '../../auth/session.js';
import type { Executor } from '../../db/index.js';
import { legalState } from '../../domain/legal-documents.js';
import { badRequest, conflict, notFound, StaleWriteError } from '../../errors.js';
import {
  deleteLegalDraft,
  insertLegalAcceptance,
  insertLegalVersion,
  loadLegalState as loadStored,
  lockLegalDocument,
  saveLegalChoice,
  saveLegalDraft,
} from '../../repositories/legal-documents.js';
import { defineOperations } from '../define.js';

const loadLegalState = async (db: Executor, companyId: string, path?: string) =>
  legalState(await loadStored(db, companyId, path));

function textAt(path: string) {
  const text = legalText(path);
  if (!text) throw notFound(legalMessages.notFound);
  return text;
}

/** Drafts are shown to those who may edit them. */
const mayEdit = (auth: AuthContext) => auth.permissions.settings === true;

const byCaller = (auth: AuthContext) => ({ id: auth.userId, name: auth.name, email: auth.email });

async function documentView(db: Executor, auth: AuthContext, path: string, at: Date) {
  const text = textAt(path);
  return toLegalDocument(text, await loadLegalState(db, auth.companyId, path), dayOf(at), mayEdit(auth));
}

const target = (path: string, label: string) => ({ type: 'legal-document' as const, id: path, label });

/** Refuses a draft save or publish based on another draft than the current one, with the document as it is now. */
function assertDraftCurrent(
  text: LegalText,
  state: LegalState,
  auth: AuthContext,
  at: Date,
  baseVersion: number | null,
): void {
  if (isDraftStale(state, text.path, baseVersion)) {
    throw new StaleWriteError(
      legalMessages.staleDraft,
      toLegalDocument(text, state, dayOf(at), mayEdit(auth)),
    );
  }
}

/** Runs a change of one legal text under its lock, with the text's state as it is once the lock is held. */
function changeDocument<T>(
  db: Executor,
  companyId: string,
  path: string,
  change: (trx: Executor, state: Awaited<ReturnType<typeof loadLegalState>>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockLegalDocument(trx, companyId, path);
    return change(trx, await loadLegalState(trx, companyId, path));
  });
}

export const legalOperations = defineOperations({
  listLegalDocuments: {
    async handle({ db, auth, clock }) {
      return {
        data: legalDocuments(await loadLegalState(db, auth.companyId), dayOf(clock.now()), mayEdit(auth)),
      };
    },
  },

  getLegalDocument: {
    async handle({ db, auth, params, clock }) {
      return { data: await documentView(db, auth, params.path, clock.now()) };
    },
  },

  listLegalDocumentVersions: {
    async handle({ db, auth, params }) {
      const text = textAt(params.path);
      return { data: versionsOf(text, await loadLegalState(db, auth.companyId, text.path)) };
    },
  },

  saveLegalDraft: {
    async handle({ db, auth, params, body, clock }) {
      const text = textAt(params.path);
      await changeDocument(db, auth.companyId, text.path, async (trx, state) => {
        assertDraftCurrent(text, state, auth, clock.now(), body.baseVersion);
        const before = state.drafts.get(text.path);
        await saveLegalDraft(trx, auth.companyId, text.path, body, byCaller(auth), clock.now());
        await recordActivity(
          trx,
          { companyId: auth.companyId, at: clock.now() },
          activity.legal({
            actor: actorOf(auth),
            action: 'legal-document.draft-saved',
            target: target(text.path, body.title),
            before: before
              ? { title: before.title, paragraph: before.paragraph, description: before.description }
              : null,
            after: { title: body.title, paragraph: body.paragraph, description: body.description },
          }),
        );
      });
      return {
        message: legalMessages.draftSaved,
        data: await documentView(db, auth, text.path, clock.now()),
      };
    },
  },

  discardLegalDraft: {
    async handle({ db, auth, params, clock }) {
      const text = textAt(params.path);
      await changeDocument(db, auth.companyId, text.path, async (trx, state) => {
        const draft = state.drafts.get(text.path);
        if (!draft) throw notFound(legalMessages.noDraftToDiscard);
        await deleteLegalDraft(trx, auth.companyId, text.path);
        await recordActivity(
          trx,
          { companyId: auth.companyId, at: clock.now() },
          activity.legal({
            actor: actorOf(auth),
            action: 'legal-document.draft-discarded',
            target: target(text.path, draft.title),
            before: { title: draft.title, paragraph: draft.paragraph, description: draft.description },
            after: null,
          }),
        );
      });
      return {
        message: legalMessages.draftDiscarded,
        data: await documentView(db, auth, text.path, clock.now()),
      };
    },
  },

  publishLegalDraft: {
    async handle({ db, auth, params, body, clock }) {
      const text = textAt(params.path);
      const now = clock.now();
      const version = await changeDocument(db, auth.companyId, text.path, async (trx, state) => {
        const draft = state.drafts.get(text.path);
        if (!draft) throw conflict(legalMessages.noDraft);
        assertDraftCurrent(text, state, auth, now, body.baseVersion);
        const refusal = publishRefusal(text, state, dayOf(now), body.effectiveDate);
        if (refusal?.kind === 'past') throw badRequest(legalMessages.effectiveDateInPast);
        if (refusal?.kind === 'beforeLatest') {
          throw badRequest(legalMessages.effectiveBeforeLatest(refusal.version, refusal.date));
        }
        const [latest] = versionsOf(text, state);
        const next = (latest?.version ?? 1) + 1;
        const before = currentVersion(text, state, dayOf(now));
        await insertLegalVersion(
          trx,
          auth.companyId,
          text.path,
          {
            version: next,
            title: draft.title,
            paragraph: draft.paragraph,
            description: draft.description,
            effectiveDate: body.effectiveDate,
          },
          byCaller(auth),
          now,
        );
        await deleteLegalDraft(trx, auth.companyId, text.path);
        await recordActivity(
          trx,
          { companyId: auth.companyId, at: now },
          activity.legal({
            actor: actorOf(auth),
            action: 'legal-document.published',
            target: target(text.path, draft.title),
            before: { version: before.version, title: before.title, description: before.description },
            after: {
              version: next,
              title: draft.title,
              description: draft.description,
              effectiveDate: body.effectiveDate,
            },
          }),
        );
        return next;
      });
      return {
        message: legalMessages.published(version, body.effectiveDate),
        data: await documentView(db, auth, text.path, now),
      };
    },
  },

  setLegalChoice: {
    async handle({ db, auth, params, body, clock }) {
      const text = textAt(params.path);
      if (text.options.length === 0) throw badRequest(legalMessages.noOptions);
      if (!text.options.includes(body.choice)) throw badRequest(legalMessages.unknownOption(text.options));
      await changeDocument(db, auth.companyId, text.path, async (trx, state) => {
        const before = choiceOf(text, state);
        await saveLegalChoice(trx, auth.companyId, text.path, body.choice);
        await recordActivity(
          trx,
          { companyId: auth.companyId, at: clock.now() },
          activity.legal({
            actor: actorOf(auth),
            action: 'legal-document.choice-changed',
            target: target(text.path, text.title),
            before: { choice: before },
            after: { choice: body.choice },
          }),
        );
      });
      return {
        message: legalMessages.choiceSaved,
        data: await documentView(db, auth, text.path, clock.now()),
      };
    },
  },

  acceptLegalDocument: {
    async handle({ db, auth, params, clock }) {
      const text = textAt(params.path);
      if (!text.requiresAcceptance) throw badRequest(legalMessages.noAcceptance);
      const now = clock.now();
      const current = await changeDocument(db, auth.companyId, text.path, async (trx, state) => {
        const inForce = currentVersion(text, state, dayOf(now));
        if (state.acceptances.some((acceptance) => acceptance.version === inForce.version)) return inForce;
        await insertLegalAcceptance(trx, auth.companyId, text.path, inForce.version, byCaller(auth), now);
        await recordActivity(
          trx,
          { companyId: auth.companyId, at: now },
          activity.legal({
            actor: actorOf(auth),
            action: 'legal-document.accepted',
            target: target(text.path, inForce.title),
            before: null,
            after: { version: inForce.version },
          }),
        );
        return inForce;
      });
      return {
        message: legalMessages.accepted(current.version),
        data: await documentView(db, auth, text.path, now),
      };
    },
  },
});
