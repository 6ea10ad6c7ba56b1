/**
 * What counts against a company's storage quota and how much, decided once for the server and the MSW fake, and how
 * the console shows it (`@qone/domain/storage`). Counted: every kept version of a template (its name,
 * description, subject and HTML), every uploaded file (logos, saved or not yet) and the editor's previews until
 * they expire — each as the bytes of its UTF-8 text or of the file. The quota itself is the server's setting
 * (`COMPANY_STORAGE_QUOTA_MB`, default `DEFAULT_STORAGE_QUOTA_MB`); `GET /api/platform-settings/storage` answers it.
 *
 * No imports and only erasable TypeScript: the server loads this file at run time through Node's type stripping.
 */

/** The quota when the server's setting is not given: see apps/server/README.md ("Storage quota"). */
export const DEFAULT_STORAGE_QUOTA_MB = 200;

export const BYTES_PER_MB = 1024 * 1024;

const encoder = new TextEncoder();

/** The bytes of a text as it is stored (UTF-8). */
export function textBytes(text: string): number {
  return encoder.encode(text).length;
}

/** What one kept version of a template counts: the texts it keeps (the server's trigger counts the same). */
export function templateVersionBytes(version: {
  name: string;
  description: string;
  subject: string;
  html: string;
}): number {
  return (
    textBytes(version.name) +
    textBytes(version.description) +
    textBytes(version.subject) +
    textBytes(version.html)
  );
}

/** A size in megabytes as messages and the console show it: one decimal below 10 MB, whole ones above. */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / BYTES_PER_MB;
  if (mb >= 10) return `${Math.round(mb)} MB`;
  const rounded = Math.round(mb * 10) / 10;
  return `${rounded === 0 && bytes > 0 ? '0.1' : String(rounded)} MB`;
}
