import { ThemeProvider } from '@qone/ui';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createConsoleRouter } from './router';

export function App() {
  const [router] = useState(createConsoleRouter);
  return (
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
