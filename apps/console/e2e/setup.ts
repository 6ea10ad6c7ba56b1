import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type RunningServer, startServer } from './harness';

/** For a test file: the real server and a browser, started before its tests and stopped after them. */
export function serverAndBrowser() {
  const started: { server?: RunningServer; browser?: Browser } = {};
  beforeAll(async () => {
    [started.server, started.browser] = await Promise.all([startServer(), launchBrowser()]);
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
