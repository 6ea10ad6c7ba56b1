/**
 * Rules of user management that the server and the MSW fake apply alike, written once: the user grid's page cursor
 * and the check of one row of a bulk invitation. Pure functions with no imports and only erasable TypeScript: the
 * server loads this file at run time through Node's type stripping (`@qone/domain/people`).
 */

/** Users per page of `GET /api/users` when the caller does not say. */
export const USER_PAGE_DEFAULT_LIMIT = 50;

/** A position in the grid's name order: the last user of a page (its sort key and its id). */
export interface UserPosition {
  /** The user's name in lower case, as the server sorts it. */
  sortName: string;
  id: string;
}

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The opaque cursor of a position: base64url of its JSON, so any name round-trips through a URL. */
export function encodeUserCursor(position: UserPosition): string {
  return toBase64Url(JSON.stringify([position.sortName, position.id]));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The position a cursor names, or null when it is not one this API wrote. */
export function decodeUserCursor(cursor: string): UserPosition | null {
  try {
    const value: unknown = JSON.parse(fromBase64Url(cursor));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [sortName, id] = value;
    if (typeof sortName !== 'string' || typeof id !== 'string' || !UUID.test(id)) return null;
    return { sortName, id };
  } catch {
    return null;
  }
}

/** What is wrong with one row of a bulk invitation: a key of `validationMessages`, or null for a valid row. */
export type InviteRowProblem = 'personNameRequired' | 'emailRequired' | 'invalidEmail';

/** The invite form's rules (the contract's `PersonName` and `Email`), applied to one row of a bulk invitation. */
export function inviteRowProblem(row: { name: string; email: string }): InviteRowProblem | null {
  if (row.name.length < 1 || row.name.length > 200 || !/\S/.test(row.name)) return 'personNameRequired';
  if (row.email === '') return 'emailRequired';
  if (row.email.length < 3 || row.email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/.test(row.email)) {
    return 'invalidEmail';
  }
  return null;
}
