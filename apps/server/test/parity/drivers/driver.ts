import type { Fixture, Method, SentUpload } from '../case.js';

/** An answer as the suite compares it. */
export interface Answer {
  status: number;
  body: unknown;
}

/** The kinds of mailed link a step can follow. */
export type LinkKind = 'register' | 'password' | 'confirm-email';

/** One side of the comparison: the MSW fake or the real server, loaded with a case's fixture. */
export interface ParityDriver {
  readonly side: 'fake' | 'server';
  /** A fresh state holding exactly the fixture. */
  load(fixture: Fixture): Promise<void>;
  /** Signs a fixture user in through the API (`POST /api/users/login` with the user's company). */
  signIn(ref: string): Promise<void>;
  /** Following requests carry no session. */
  signOut(): void;
  request(
    method: Method,
    path: string,
    body: { json?: unknown; raw?: string; upload?: SentUpload },
  ): Promise<Answer>;
  /** Ids and addresses of the fixture's records on this side. */
  userId(ref: string): string;
  email(ref: string): string;
  groupId(ref: string): string;
  companyId(key: string): string;
  /** The token of the last link of this kind mailed to `to`. */
  link(kind: LinkKind, to: string): string;
  /** This side's time (ms) as authenticator codes are made and checked at it. */
  totpNow(): number;
  /** The origin a browser on this side's console signs passkeys for (the server's PUBLIC_URL, the fake's page). */
  origin(): string;
  /** After each step: time moves on (a minute), work started by the answer finishes. */
  afterStep(): Promise<void>;
  close(): Promise<void>;
}

/** A fixture record's value on one side, or an error naming what the fixture lacks. */
export function known<T>(map: ReadonlyMap<string, T>, ref: string): T {
  const value = map.get(ref);
  if (value === undefined) throw new Error(`the fixture has no ${ref}`);
  return value;
}

/** Media types of files whose text the sides must answer alike (the activity export); other files by type only. */
const TEXT_FILES = /^(text\/csv|application\/x-ndjson)/;

/**
 * A file answer as the suite compares it: its type, and for a text file its text (byte-order mark kept) with what
 * differs between the sides by nature — times, and the ids of events (`{"_id":…,"at"`) — written as `<time>` and
 * `<id>`.
 */
export function fileAnswer(contentType: string, bytes: Uint8Array): { file: string; text?: string } {
  if (!TEXT_FILES.test(contentType)) return { file: contentType };
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return {
    file: contentType,
    text: text
      .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, '<time>')
      .replace(/\{"_id":"[0-9a-f-]{36}","at"/g, '{"_id":"<id>","at"'),
  };
}
