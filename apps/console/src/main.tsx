import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

/** `VITE_API_MOCK=1`: the console runs on the in-browser MSW fake of the whole API (no server needed). */
async function startOfflineMode() {
  if (import.meta.env.VITE_API_MOCK !== '1') return;
  const { startMockWorker } = await import('@qone/api-client/mocks/browser');
  await startMockWorker('default');
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
await startOfflineMode();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
