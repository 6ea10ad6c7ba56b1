import type { LegalState } from '@qone/domain/legal-texts';
import type { StoredLegalState } from '../repositories/legal-documents.js';

const person = (id: string | null, name: string, email: string) => ({ _id: id, name, email });
const iso = (date: Date) => new Date(date).toISOString();

/** The stored rows in the shape the shared rules of `@qone/domain/legal-texts` read. */
export function legalState(stored: StoredLegalState): LegalState {
  return {
    versions: new Map(
      [...stored.versions.entries()].map(([path, rows]) => [
        path,
        rows.map((row) => ({
          version: row.version,
          title: row.title,
          paragraph: row.paragraph,
          description: row.description,
          effectiveDate: row.effective_date,
          publishedAt: iso(row.published_at),
          publishedBy: person(row.published_by_id, row.published_by_name, row.published_by_email),
        })),
      ]),
    ),
    drafts: new Map(
      [...stored.drafts.entries()].map(([path, draft]) => [
        path,
        {
          title: draft.title,
          paragraph: draft.paragraph,
          description: draft.description,
          updatedAt: iso(draft.updated_at),
          updatedBy: person(draft.updated_by_id, draft.updated_by_name, draft.updated_by_email),
          version: draft.version,
        },
      ]),
    ),
    choices: stored.choices,
    acceptances: stored.acceptances.map((row) => ({
      path: row.path,
      version: row.version,
      acceptedAt: iso(row.accepted_at),
      acceptedBy: person(row.accepted_by_id, row.accepted_by_name, row.accepted_by_email),
    })),
  };
}
