import { createApiClient } from '@qone/api-client';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ConsoleProviders } from './providers';
import { createConsoleRouter } from './router';

/** The console: router, and an API client whose 401 answers lead to /401 (SPEC 4, 8). */
export function App() {
  const [{ router, client }] = useState(() => {
    const consoleRouter = createConsoleRouter();
    const apiClient = createApiClient({
      onUnauthorized: () => {
        if (consoleRouter.state.location.pathname !== '/401') void consoleRouter.navigate('/401');
      },
    });
    return { router: consoleRouter, client: apiClient };
  });
  return (
    <ConsoleProviders client={client}>
      <RouterProvider router={router} />
    </ConsoleProviders>
  );
}
