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
/**
 * The other sign-in steps' 401s are shown on the login page too: a wrong code or security key, a ticket too old, a
 * passkey the server does not know.
 */
const SIGN_IN_PATHS: ReadonlySet<string> = new Set<keyof paths>([
  LOGIN_PATH,
  '/api/users/login/second-factor',
  '/api/users/login/second-factor/options',
  '/api/users/login/passkey',
  '/api/users/login/passkey/options',
]);

/** The proof itself is never answered with another request for a proof. */
const STEP_UP_PATH = '/api/users/me/step-up' satisfies keyof paths;

/**
 * Asked when a write is refused for want of a fresh proof of identity (403 `reason: step-up-required`): resolves
 * `true` once the user proved who they are (`POST /api/users/me/step-up`), `false` when they cancelled.
 */
export type StepUpHandler = () => Promise<boolean>;

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
  /**
   * Called when a request is refused with `reason: step-up-required`; after a proof the request is sent once more
   * and its answer is the one the caller gets. Without it (or when cancelled) the refusal is answered as it came.
   */
  onStepUp?: StepUpHandler;
  /** Replaces `globalThis.fetch`; by default the global is looked up on every call, so MSW installed later still applies. */
  fetch?: (request: Request) => Promise<Response>;
}

/** Whether an answer is a refusal for want of a fresh proof (the `Error` schema's `reason`). */
async function asksForStepUp(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  try {
    const body: unknown = await response.clone().json();
    return (body as { reason?: unknown } | null)?.reason === 'step-up-required';
  } catch {
    return false;
  }
}

/**
 * Sends the session cookie and the CSRF header on every request; maps 401 (but login's) to `onUnauthorized`, and a
 * 403 of the second-factor policy to `onSecondFactorRequired`; answers a refusal for want of a fresh proof by asking
 * `onStepUp` and, once proved, sending the same request once more. Every write of every screen passes here, so no
 * screen handles a step-up itself.
 */
export function createApiMiddleware(
  onUnauthorized?: () => void,
  options: {
    onStepUp?: StepUpHandler;
    onSecondFactorRequired?: () => void;
    fetch?: (request: Request) => Promise<Response>;
  } = {},
): Middleware {
  // The request as sent, kept until its answer: its body can be read only once, so the repeat sends a copy.
  const sent = new Map<string, Request>();
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const { onSecondFactorRequired } = options;
  return {
    onRequest({ request, id }) {
      const headers = new Headers(request.headers);
      headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
      const prepared = new Request(request, { credentials: 'include', headers });
      if (options.onStepUp && prepared.method !== 'GET') sent.set(id, prepared.clone());
      return prepared;
    },
    async onResponse({ response, schemaPath, id }) {
      const copy = sent.get(id);
      sent.delete(id);
      if (response.status === 401 && !SIGN_IN_PATHS.has(schemaPath)) {
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
      if (!copy || !options.onStepUp || schemaPath === STEP_UP_PATH || !(await asksForStepUp(response))) {
        return undefined;
      }
      if (!(await options.onStepUp())) return undefined;
      const repeated = await send(copy);
      if (repeated.status === 401) onUnauthorized?.();
      return repeated;
    },
    onError({ id }) {
      sent.delete(id);
    },
  };
}

/** Creates the client every hook and mutation of this package goes through. */
export function createApiClient({
  baseUrl = '',
  onUnauthorized,
  onSecondFactorRequired,
  onStepUp,
  fetch,
}: ApiClientOptions = {}): ApiClient {
  const send = fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<paths>({ baseUrl, credentials: 'include', fetch: send });
  client.use(
    createApiMiddleware(onUnauthorized, {
      ...(onStepUp ? { onStepUp } : {}),
      ...(onSecondFactorRequired ? { onSecondFactorRequired } : {}),
      fetch: send,
    }),
  );
  return client;
}
