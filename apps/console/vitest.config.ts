import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chromium, optimizeDepsInclude } from '../../vitest.shared.ts';

/**
 * Three projects: `console` — app and page tests in headless Chromium (Vitest browser mode); `budgets` — the
 * production build's sizes against budgets.ts (Node, bytes only); `e2e` — Playwright driving Debian's Chromium
 * against the real server (apps/server's build serving this app's build).
 */
export default defineConfig({
  plugins: [react()],
  optimizeDeps: { include: optimizeDepsInclude },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'console',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          exclude: ['test/budgets/**'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromium(),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 800 },
          },
        },
      },
      {
        test: {
          name: 'budgets',
          environment: 'node',
          include: ['test/budgets/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          setupFiles: ['e2e/failure-evidence.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
