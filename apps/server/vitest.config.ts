import { defineConfig } from 'vitest/config';

const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/** Server tests run in Node through app.inject; the same suite runs on PGlite and, with DATABASE_URL, PostgreSQL. */
export default defineConfig({
  test: {
    name: `server-${engine}`,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PostgreSQL test files share one database: run them one after another.
    fileParallelism: engine === 'pglite',
    // Test files of one worker share its modules, and so one database (test/helpers/build.ts): opening PGlite costs
    // seconds, and every test starts from emptied tables anyway. Each file still gets its own app per test.
    isolate: false,
    outputFile: { json: `../../.test-results/server-${engine}.json` },
  },
});
