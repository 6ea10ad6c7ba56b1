import { createMockServer, type MockServer, strictListenOptions } from '@qone/api-client/mocks/node';

/** Requests go to this origin; the fake's handlers answer any origin's /api paths. */
const ORIGIN = 'http://fake.test';

export interface FakeAnswer {
  status: number;
  body: string;
}

export interface FakeApi {
  mock: MockServer;
  /** Starts over: the scenario's state (default: the admin of the default scenario, signed in with every flag). */
  reset(): void;
  /** One request as the console sends it (its CSRF header), answered by the fake. */
  request(
    method: string,
    path: string,
    payload?: { contentType: string; body: string | Uint8Array },
  ): Promise<FakeAnswer>;
  close(): void;
}

/**
 * The MSW fake in Node, for security tests that hold it to the server's rules beside the parity suite. Lives here
 * because the fake's modules resolve like a bundler's (this folder's tsconfig); a test that imports it is listed in
 * that tsconfig too.
 */
export function startFakeApi(): FakeApi {
  const mock = createMockServer('default', { delayMs: 0 });
  mock.server.listen(strictListenOptions);
  return {
    mock,
    reset() {
      mock.reset('default', { delayMs: 0 });
    },
    async request(method, path, payload) {
      const res = await fetch(`${ORIGIN}${path}`, {
        method,
        headers: {
          'x-requested-with': 'qone-console',
          ...(payload ? { 'content-type': payload.contentType } : {}),
        },
        ...(payload ? { body: payload.body as BodyInit } : {}),
      });
      return { status: res.status, body: await res.text() };
    },
    close() {
      mock.server.close();
    },
  };
}
