import { type SetupWorker, setupWorker } from 'msw/browser';
import type { MockDb, MockDbOptions } from './db';
import { createHandlers } from './index';
import type { ScenarioName } from './scenarios';

export interface MockWorkerOptions extends MockDbOptions {
  /** URL of the worker script (default `/mockServiceWorker.js`, served from apps/console/public). */
  serviceWorkerUrl?: string;
  /** Keep the browser console free of MSW's per-request logs. */
  quiet?: boolean;
}

/**
 * Starts the fake in the browser (the console's offline mode): every `/api/...` request of this
 * page is answered from an in-memory state; other requests (assets, fonts) go to the network.
 * Storybook does not need this: give stories `createHandlers(...)` through msw-storybook-addon.
 */
export async function startMockWorker(
  source: ScenarioName | MockDb = 'default',
  { serviceWorkerUrl = '/mockServiceWorker.js', quiet = true, ...dbOptions }: MockWorkerOptions = {},
): Promise<SetupWorker> {
  const worker = setupWorker(...createHandlers(source, dbOptions));
  await worker.start({ onUnhandledFrame: 'bypass', quiet, serviceWorker: { url: serviceWorkerUrl } });
  return worker;
}
