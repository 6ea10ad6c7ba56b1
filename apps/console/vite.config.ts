import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.QONE_API_URL ?? 'http://localhost:8080';

/** The console: one chunk per route (React.lazy in routes.tsx); /api proxied to the server in development. */
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/company_logos': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
  },
});
