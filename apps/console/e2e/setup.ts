import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type RunningServer, type ServerOptions, startServer } from './harness';

/**
 * For a test file: the real server and a browser, started before its tests and stopped after them; `options` as
 * `startServer`'s (e.g. `localhost` for passkeys).
 */
export function serverAndBrowser(options: ServerOptions = {}) {
  const started: { server?: RunningServer; browser?: Browser } = {};
  beforeAll(async () => {
    [started.server, started.browser] = await Promise.all([startServer({}, options), launchBrowser()]);
  });
  afterAll(async () => {
    await started.browser?.close();
    await started.server?.stop();
  });
  return {
    get server(): RunningServer {
      if (!started.server) throw new Error('the server has not started');
      return started.server;
    },
    get browser(): Browser {
      if (!started.browser) throw new Error('the browser has not started');
      return started.browser;
    },
  };
}
