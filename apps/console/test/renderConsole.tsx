import { createApiClient } from '@qone/api-client';
import type { MockDb } from '@qone/api-client/mocks';
import { getResponse, type HttpHandler } from 'msw';
import { render } from 'vitest-browser-react';
import { ConsoleProviders } from '../src/app/providers';
import { ConsoleRouterView, createTestRouter } from '../src/app/router';
import { setUpConsoleStory } from '../src/stories/setup';
import type { ConsoleStoryParameters } from '../src/stories/withConsole';

/** Fails the test on any call the fake does not answer (unhandled requests are errors). */
function fakeFetch(handlers: HttpHandler[]) {
  return async (request: Request) => {
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`No mock handler for ${request.method} ${request.url}`);
    return response;
  };
}

/**
 * The whole console (routes, guards, layouts) at `path`, talking to a fresh in-memory fake of the API for
 * `scenario`, signed in as `session` — the same set-up the page stories use.
 */
export async function renderConsole(
  path: string,
  options: {
    session?: ConsoleStoryParameters['session'];
    scenario?: string;
    /** The test's own state on top of the scenario, as a story's `arrange` parameter. */
    arrange?: (db: MockDb) => void;
  } = {},
) {
  const handlers = setUpConsoleStory({
    console: { path, session: options.session === undefined ? 'admin' : options.session },
    scenario: options.scenario ?? (options.session === null ? 'signedOut' : 'default'),
    arrange: options.arrange,
  });
  const router = createTestRouter(path);
  const client = createApiClient({
    baseUrl: window.location.origin,
    fetch: fakeFetch(handlers),
    onUnauthorized: () => void router.navigate('/401'),
  });
  const screen = await render(
    <ConsoleProviders client={client}>
      <ConsoleRouterView router={router} />
    </ConsoleProviders>,
  );
  return { screen, router };
}
