import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema';

/**
 * The server accepts a cookie-authenticated POST/PUT/DELETE only with this custom header (or a
 * matching Origin): a cross-site form cannot set it, so it defeats CSRF.
 */
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_HEADER_VALUE = 'qone-console';

/** Login's 401 means "wrong email or password" and is shown on the login page, not sent to /401. */
export const LOGIN_PATH = '/api/users/login' satisfies keyof paths;
/** The second sign-in step's 401 (a wrong code, a ticket too old) is shown on the login page too. */
const SECOND_STEP_PATH = '/api/users/login/second-factor' satisfies keyof paths;

/** The typed openapi-fetch client of openapi.yaml. */
export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /**
   * Origin the `/api/...` paths are appended to: `''` in the browser (same origin), an absolute
   * origin such as `http://localhost` in Node. The schema's paths already carry `/api`.
   */
  baseUrl?: string;
  /** Called for every 401 except login's (the console goes to `/401`). */
  onUnauthorized?: () => void;
  /**
   * Called for a 403 whose `reason` is `second-factor-enrolment-required`: the company's policy asks the user for a
   * second factor they have not set up (the console goes to its enrolment page).
   */
  onSecondFactorRequired?: () => void;
  /** Replaces `globalThis.fetch`; by default the global is looked up on every call, so MSW installed later still applies. */
  fetch?: (request: Request) => Promise<Response>;
}

/**
 * Sends the session cookie and the CSRF header on every request; maps 401 (but login's) to `onUnauthorized`, and a
 * 403 of the second-factor policy to `onSecondFactorRequired`.
 */
export function createApiMiddleware(
  onUnauthorized?: () => void,
  onSecondFactorRequired?: () => void,
): Middleware {
  return {
    onRequest({ request }) {
      const headers = new Headers(request.headers);
      headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
      return new Request(request, { credentials: 'include', headers });
    },
    onResponse({ response, schemaPath }) {
      if (response.status === 401 && schemaPath !== LOGIN_PATH && schemaPath !== SECOND_STEP_PATH) {
        onUnauthorized?.();
      }
      if (response.status === 403 && onSecondFactorRequired) {
        // Read from a copy: the caller still reads the answer itself.
        void response
          .clone()
          .json()
          .then(
            (body: { reason?: unknown }) => {
              if (body?.reason === 'second-factor-enrolment-required') onSecondFactorRequired();
            },
            () => undefined,
          );
      }
      return undefined;
    },
  };
}

/** Creates the client every hook and mutation of this package goes through. */
export function createApiClient({
  baseUrl = '',
  onUnauthorized,
  onSecondFactorRequired,
  fetch,
}: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({
    baseUrl,
    credentials: 'include',
    fetch: fetch ?? ((request: Request) => globalThis.fetch(request)),
  });
  client.use(createApiMiddleware(onUnauthorized, onSecondFactorRequired));
  return client;
}
