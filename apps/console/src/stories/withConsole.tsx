import { createApiClient } from '@qone/api-client';
import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { ConsoleProviders } from '../app/providers';
import { ConsoleRouterView, createTestRouter } from '../app/router';
import { createStepUpBroker } from '../app/stepUp';
import { paths } from '../routes';

/**
 * Page stories render the WHOLE console — the real route table, guards and layouts — in a memory router at
 * `parameters.console.path`. The signed-in user (`parameters.console.session`) and the fake API's state
 * (`parameters.scenario`) are set up per story by `.storybook/preview.tsx`'s beforeEach, so stories never share
 * state. The story's own render is not used: the route decides what shows.
 */
export interface ConsoleStoryParameters {
  /** The URL the console opens at, e.g. '/login' or '/company-settings/user-management-dashboard'. */
  path: string;
  /** Who is signed in: the fake's admin (every flag), a viewer (no flags), or nobody. Default 'admin'. */
  session?: 'admin' | 'viewer' | null;
}

export const withConsole: Decorator = (_Story, context) => {
  const { path } = (context.parameters.console ?? { path: '/' }) as ConsoleStoryParameters;
  return <ConsoleStory path={path} />;
};

function ConsoleStory({ path }: { path: string }) {
  const [{ router, client, stepUp }] = useState(() => {
    const memoryRouter = createTestRouter(path);
    const stepUp = createStepUpBroker();
    const apiClient = createApiClient({
      onStepUp: stepUp.ask,
      onUnauthorized: () => {
        if (memoryRouter.state.location.pathname !== paths.unauthorized)
          void memoryRouter.navigate(paths.unauthorized);
      },
    });
    return { router: memoryRouter, client: apiClient, stepUp };
  });
  return (
    <ConsoleProviders client={client} stepUp={stepUp}>
      <ConsoleRouterView router={router} />
    </ConsoleProviders>
  );
}
