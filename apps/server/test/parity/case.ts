import type { components } from '@qone/domain/schema';

type AccessFlagName = components['schemas']['AccessFlagName'];

/**
 * The parity suite's vocabulary: a case is a small world (the fixture) and a sequence of requests with what each
 * must answer. The same case runs against the MSW fake and the real server; both must answer as expected, and
 * their answers must have the same shape.
 */

/** A group's flags: every flag, none, or the flags named `true` (panel rows are not part of fixtures). */
export type FixtureAccess = 'full' | 'none' | Partial<Record<AccessFlagName, boolean>>;

export interface FixtureGroup {
  /** How steps name it: `{group:<company>.<key>}`. */
  key: string;
  name: string;
  access: FixtureAccess;
}

export interface FixtureUser {
  /** How steps name it: `as: '<company>.<key>'`, `{user:<company>.<key>}`, `{email:<company>.<key>}`. */
  key: string;
  name: string;
  email: string;
  /** The key of the user's group in the same company; none without. */
  group?: string;
  /** Invited (no password yet); otherwise verified with PARITY_PASSWORD. */
  invited?: boolean;
}

export interface FixtureCompany {
  /** How steps name it: `{company:<key>}`. */
  key: string;
  name: string;
  groups: FixtureGroup[];
  /** In the order they joined: the first is the oldest. */
  users: FixtureUser[];
}

export interface Fixture {
  companies: FixtureCompany[];
}

/** The password of every verified fixture user. */
export const PARITY_PASSWORD = 'correct horse battery staple';

/** The browser both sides' requests come from, so the sign-in events name the same browser and system. */
export const PARITY_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Expectation {
  status: number;
  /** The `{ error }` text, exactly. */
  error?: string;
  /** The `message` of the answer, exactly. */
  message?: string;
  /** A part of the answer's body it must contain (Vitest's toMatchObject; arrays must match in length and order). */
  match?: unknown;
}

/**
 * One request. Strings in `path` and `body` may hold placeholders, resolved on each side from its own records:
 * `{user:alpha.admin}` (id), `{email:alpha.admin}`, `{group:alpha.admins}` (id), `{company:beta}` (id),
 * `{link:register|password|confirm-email:<address>}` (the token of the last such link mailed to the address),
 * `{saved:<name>}` (a value an earlier step saved).
 */
export interface Step {
  /** Who sends it: a fixture user (signed in through the API first, when not already), or null for nobody. */
  as: string | null;
  method: Method;
  path: string;
  /** A JSON body. */
  body?: unknown;
  /** A body sent as is, as JSON text (a body too large, a body that is not JSON). */
  rawBody?: string;
  /** A multipart body (an upload): text fields, then one file part named `file`. */
  upload?: Upload;
  expect: Expectation;
  /** Values of the answer kept for later steps: name → dotted path in the body (`data._id`). */
  save?: Record<string, string>;
}

export interface ParityCase {
  name: string;
  fixture: Fixture;
  steps: Step[];
}

/** A multipart upload, sent by both sides as a browser's FormData would. */
export interface Upload {
  fields: Record<string, string>;
  fileName: string;
  contentType: string;
  /** The file's bytes, or built per side from texts with `{saved:…}` references resolved. */
  data: Uint8Array | ((resolve: (text: string) => string) => Promise<Uint8Array>);
}

/** An upload as a driver sends it: its bytes known. */
export type SentUpload = Omit<Upload, 'data'> & { data: Uint8Array };

type Extra = Pick<Step, 'save' | 'rawBody' | 'upload'>;

/**
 * Steps by one actor (a fixture user such as `'alpha.admin'`, or null for nobody):
 * `by('alpha.admin').post('/api/users', body, expect(201))`.
 */
export function by(actor: string | null) {
  const step = (
    method: Method,
    path: string,
    body: unknown,
    expectation: Expectation,
    extra: Extra = {},
  ): Step => ({
    as: actor,
    method,
    path,
    ...(body === undefined ? {} : { body }),
    expect: expectation,
    ...extra,
  });
  return {
    get: (path: string, expectation: Expectation, extra?: Extra) =>
      step('GET', path, undefined, expectation, extra),
    post: (path: string, body: unknown, expectation: Expectation, extra?: Extra) =>
      step('POST', path, body, expectation, extra),
    put: (path: string, body: unknown, expectation: Expectation, extra?: Extra) =>
      step('PUT', path, body, expectation, extra),
    delete: (path: string, expectation: Expectation, extra?: Extra) =>
      step('DELETE', path, undefined, expectation, extra),
  };
}

/** An answer with this status, and optionally its message or a part of its body. */
export const answers = (status: number, more: Omit<Expectation, 'status'> = {}): Expectation => ({
  status,
  ...more,
});

/** A refusal: this status and exactly this `{ error }`. */
export const refused = (status: number, error: string): Expectation => ({ status, error });
