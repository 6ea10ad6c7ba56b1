import { type SetupServer, setupServer } from 'msw/node';
import { createMockDb, type MockDb, type MockDbOptions } from './db';
import { createHandlers } from './index';
import type { ScenarioName } from './scenarios';

/** Listen options for tests: a request without a handler fails the test instead of reaching the network. */
export const strictListenOptions = { onUnhandledFrame: 'error' } as const;

export interface MockServer {
  server: SetupServer;
  /** The state the handlers currently read and write. */
  db: MockDb;
  /** Starts over with a fresh state and the initial handlers (drops `server.use` overrides); call it in `beforeEach`. */
  reset(scenario?: ScenarioName, options?: MockDbOptions): MockDb;
}

/**
 * A stand-in that forwards to whichever state is current, so `reset()` swaps the state without
 * rebuilding the handlers (building MSW handlers costs ~15 ms; a test file resets hundreds of times).
 */
function switchable(initial: MockDb): { db: MockDb; swap(next: MockDb): void } {
  let current = initial;
  const db = new Proxy(initial, {
    get(_target, key) {
      const value: unknown = Reflect.get(current, key, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
    set(_target, key, value) {
      return Reflect.set(current, key, value, current);
    },
  });
  return {
    db,
    swap(next) {
      current = next;
    },
  };
}

/**
 * The fake in Node (Vitest) with a state you can reach. Use it as:
 * `const mock = createMockServer(); beforeAll(() => mock.server.listen(strictListenOptions));
 * beforeEach(() => mock.reset()); afterAll(() => mock.server.close());`
 * Requests go to any origin's `/api/...`; give the client an absolute base URL such as `http://localhost`.
 */
export function createMockServer(
  scenario: ScenarioName = 'default',
  options: MockDbOptions = {},
): MockServer {
  let state = createMockDb(scenario, options);
  const target = switchable(state);
  const server = setupServer(...createHandlers(target.db));
  return {
    server,
    get db() {
      return state;
    },
    reset(next = scenario, nextOptions = options) {
      state = createMockDb(next, nextOptions);
      target.swap(state);
      server.resetHandlers();
      return state;
    },
  };
}
