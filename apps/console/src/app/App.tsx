import { createApiClient } from '@qone/api-client';
import { useState } from 'react';
import { paths } from '../routes';
import { ConsoleProviders } from './providers';
import { ConsoleRouterView, createConsoleRouter } from './router';
import { createStepUpBroker } from './stepUp';

/** The console: router, and an API client whose 401 answers lead to /401 (the session has ended). */
export function App() {
  const [{ router, client, stepUp }] = useState(() => {
    const consoleRouter = createConsoleRouter();
    const stepUp = createStepUpBroker();
    const apiClient = createApiClient({
      onStepUp: stepUp.ask,
      onUnauthorized: () => {
        if (consoleRouter.state.location.pathname !== paths.unauthorized)
          void consoleRouter.navigate(paths.unauthorized);
      },
      // The company's policy holds the user until they set up a second factor.
      onSecondFactorRequired: () => {
        if (consoleRouter.state.location.pathname !== paths.enrolSecondFactor)
          void consoleRouter.navigate(paths.enrolSecondFactor, { replace: true });
      },
    });
    return { router: consoleRouter, client: apiClient, stepUp };
  });
  return (
    <ConsoleProviders client={client} stepUp={stepUp}>
      <ConsoleRouterView router={router} />
    </ConsoleProviders>
  );
}
