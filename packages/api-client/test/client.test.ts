import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  createApiClient,
  extractErrorMessage,
  FETCH_ERROR_MESSAGE,
  unwrap,
} from '../src';
import { BASE_URL } from './support';

/** A fetch that records every request and answers `status` with `body`. */
function recordingFetch(status = 200, body: unknown = { data: [] }) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { fetch, requests };
}

describe('createApiClient', () => {
  describe('middleware', () => {
    it('sends credentials and the CSRF header on reads', async () => {
      const { fetch, requests } = recordingFetch();
      await createApiClient({ baseUrl: BASE_URL, fetch }).GET('/api/users/all');
      expect(requests).toHaveLength(1);
      expect(requests[0]?.credentials).toBe('include');
      expect(requests[0]?.headers.get(CSRF_HEADER)).toBe(CSRF_HEADER_VALUE);
      expect(requests[0]?.url).toBe(`${BASE_URL}/api/users/all`);
    });

    it('sends credentials, the CSRF header and the JSON body on writes', async () => {
      const { fetch, requests } = recordingFetch(201, { message: 'Role created', data: {} });
      await createApiClient({ baseUrl: BASE_URL, fetch }).POST('/api/user-roles', {
        body: { role: 'Reviewer', description: '' },
      });
      const request = requests[0];
      expect(request?.method).toBe('POST');
      expect(request?.credentials).toBe('include');
      expect(request?.headers.get(CSRF_HEADER)).toBe(CSRF_HEADER_VALUE);
      expect(request?.headers.get('content-type')).toBe('application/json');
      expect(await request?.json()).toEqual({ role: 'Reviewer', description: '' });
    });

    it('calls onUnauthorized for a 401', async () => {
      const onUnauthorized = vi.fn();
      const { fetch } = recordingFetch(401, { error: 'Unauthorized' });
      const result = await createApiClient({ baseUrl: BASE_URL, fetch, onUnauthorized }).GET(
        '/api/permissions',
      );
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
      expect(result.error).toEqual({ error: 'Unauthorized' });
    });

    it("does not call onUnauthorized for login's 401 (a wrong password is shown on the login page)", async () => {
      const onUnauthorized = vi.fn();
      const { fetch } = recordingFetch(401, { error: 'Invalid email or password' });
      const client = createApiClient({ baseUrl: BASE_URL, fetch, onUnauthorized });
      const call = client.POST('/api/users/login', { body: { email: 'a@b.example', password: 'x' } });
      await expect(unwrap(call)).rejects.toMatchObject({ status: 401, message: 'Invalid email or password' });
      expect(onUnauthorized).not.toHaveBeenCalled();
    });

    it.each([
      '/api/users/login/passkey/options',
      '/api/users/login/passkey',
      '/api/users/login/second-factor/options',
    ] as const)(
      "does not call onUnauthorized for %s's 401 (an unknown passkey, a ticket too old)",
      async (path) => {
        const onUnauthorized = vi.fn();
        const { fetch } = recordingFetch(401, {
          error: 'This passkey is not recognised. Sign in with your password',
        });
        const client = createApiClient({ baseUrl: BASE_URL, fetch, onUnauthorized });
        // The bodies do not matter here: the 401 is what the fetch answers.
        await expect(
          unwrap(client.POST(path, { body: { ticket: 't', credential: {} } as never })),
        ).rejects.toMatchObject({
          status: 401,
        });
        expect(onUnauthorized).not.toHaveBeenCalled();
      },
    );

    it.each([200, 400, 403, 404, 500])('does not call onUnauthorized for %i', async (status) => {
      const onUnauthorized = vi.fn();
      const { fetch } = recordingFetch(status, status === 200 ? { data: [] } : { error: 'x' });
      await createApiClient({ baseUrl: BASE_URL, fetch, onUnauthorized }).GET('/api/users/all');
      expect(onUnauthorized).not.toHaveBeenCalled();
    });
  });

  it('looks globalThis.fetch up on every call, so MSW installed after the client still applies', async () => {
    const client = createApiClient({ baseUrl: BASE_URL });
    const { fetch } = recordingFetch(200, { data: [] });
    vi.stubGlobal('fetch', fetch);
    await client.GET('/api/users/all');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });
});

describe('extractErrorMessage', () => {
  const all = {
    message: 'from message',
    Error: 'from Error',
    error: 'from error',
    err: { message: 'from err' },
  };

  it('takes message first', () => {
    expect(extractErrorMessage(all, 'fallback')).toBe('from message');
  });

  it('then Error', () => {
    const { message: _message, ...rest } = all;
    expect(extractErrorMessage(rest, 'fallback')).toBe('from Error');
  });

  it('then error', () => {
    expect(extractErrorMessage({ error: 'from error', err: { message: 'from err' } }, 'fallback')).toBe(
      'from error',
    );
  });

  it('then err.message', () => {
    expect(extractErrorMessage({ err: { message: 'from err' } }, 'fallback')).toBe('from err');
  });

  it.each([
    ['an empty object', {}],
    ['null', null],
    ['undefined', undefined],
    ['blank texts', { message: ' ', error: '' }],
    ['non-text values', { message: 42, error: { nested: true }, err: 'x' }],
  ])('falls back for %s', (_label, body) => {
    expect(extractErrorMessage(body, 'fallback')).toBe('fallback');
  });

  it('uses a plain-text body', () => {
    expect(extractErrorMessage('Service unavailable', 'fallback')).toBe('Service unavailable');
  });
});

describe('unwrap', () => {
  const response = (status: number) => new Response(null, { status });

  it('returns data on success', async () => {
    await expect(unwrap(Promise.resolve({ data: { data: [1] }, response: response(200) }))).resolves.toEqual({
      data: [1],
    });
  });

  it('throws an ApiError with status, extracted message and body on failure', async () => {
    const body = { error: 'Name is required' };
    const error = await unwrap(Promise.resolve({ error: body, response: response(400) })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Name is required', body });
  });

  it('uses the fallback when the body has no text', async () => {
    await expect(unwrap(Promise.resolve({ error: {}, response: response(500) }))).rejects.toMatchObject({
      status: 500,
      message: FETCH_ERROR_MESSAGE,
    });
  });

  it('turns a network failure into status 0', async () => {
    await expect(unwrap(Promise.reject(new TypeError('fetch failed')))).rejects.toMatchObject({
      status: 0,
      message: 'fetch failed',
    });
  });
});
