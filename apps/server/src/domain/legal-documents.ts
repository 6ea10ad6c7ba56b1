import {
  DPA_PATH,
  LEGAL_BASE_DATE,
  LEGAL_BASE_PUBLISHER,
  LEGAL_TEXTS,
  type LegalText,
} from '@qone/api-client/legal-texts';
import type { components } from '@qone/api-client/schema';
import type { LegalState, LegalVersionRecord } from '../repositories/legal-documents.js';

type LegalDocument = components['schemas']['LegalDocument'];
type LegalVersion = components['schemas']['LegalVersion'];

const person = (id: string | null, name: string, email: string) => ({ _id: id, name, email });

/** Version 1: the platform's own text. */
function baseVersion(text: LegalText): LegalVersion {
  return {
    version: 1,
    title: text.title,
    paragraph: text.paragraph,
    description: text.description,
    effectiveDate: LEGAL_BASE_DATE,
    publishedAt: `${LEGAL_BASE_DATE}T00:00:00.000Z`,
    publishedBy: { ...LEGAL_BASE_PUBLISHER },
  };
}

function toVersion(row: Omit<LegalVersionRecord, 'path'>): LegalVersion {
  return {
    version: row.version,
    title: row.title,
    paragraph: row.paragraph,
    description: row.description,
    effectiveDate: row.effective_date,
    publishedAt: new Date(row.published_at).toISOString(),
    publishedBy: person(row.published_by_id, row.published_by_name, row.published_by_email),
  };
}

/** Every published version of a text, newest first (version 1 last). */
export function versionsOf(text: LegalText, state: LegalState): LegalVersion[] {
  return [...(state.versions.get(text.path) ?? []).map(toVersion), baseVersion(text)];
}

/** The version in force on `today`: the newest whose effective date has come. */
export function currentVersion(text: LegalText, state: LegalState, today: string): LegalVersion {
  return versionsOf(text, state).find((version) => version.effectiveDate <= today) ?? baseVersion(text);
}

/** The document as a reader sees it on `today`; the draft only for readers who may edit it. */
export function toLegalDocument(
  text: LegalText,
  state: LegalState,
  today: string,
  showDraft: boolean,
): LegalDocument {
  const versions = versionsOf(text, state);
  const current = currentVersion(text, state, today);
  const scheduled = versions.find((version) => version.effectiveDate > today) ?? null;
  const draft = showDraft ? state.drafts.get(text.path) : undefined;
  const acceptance = state.acceptances.find(
    (candidate) => candidate.path === text.path && candidate.version === current.version,
  );
  const choice = state.choices.get(text.path) ?? null;
  return {
    path: text.path,
    title: current.title,
    paragraph: current.paragraph,
    description: current.description,
    lastDate: current.effectiveDate,
    options: [...text.options],
    version: current.version,
    choice: choice !== null && text.options.includes(choice) ? choice : null,
    requiresAcceptance: text.requiresAcceptance,
    acceptance:
      text.requiresAcceptance && acceptance
        ? {
            version: acceptance.version,
            acceptedAt: new Date(acceptance.accepted_at).toISOString(),
            acceptedBy: person(
              acceptance.accepted_by_id,
              acceptance.accepted_by_name,
              acceptance.accepted_by_email,
            ),
          }
        : null,
    draft: draft
      ? {
          title: draft.title,
          paragraph: draft.paragraph,
          description: draft.description,
          updatedAt: new Date(draft.updated_at).toISOString(),
          updatedBy: person(draft.updated_by_id, draft.updated_by_name, draft.updated_by_email),
        }
      : null,
    scheduled,
  };
}

export const legalDocuments = (state: LegalState, today: string, showDraft: boolean) =>
  LEGAL_TEXTS.map((text) => toLegalDocument(text, state, today, showDraft));

/** Whether the company accepted the Data Processing Agreement version in force (the Privacy Center). */
export function dpaSigned(state: LegalState, today: string): boolean {
  const dpa = LEGAL_TEXTS.find((text) => text.path === DPA_PATH);
  if (!dpa) return false;
  return toLegalDocument(dpa, state, today, false).acceptance !== null;
}

/** Today's date (UTC) as the effective dates are written. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);
