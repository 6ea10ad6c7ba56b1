import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { deleteExpiredSignUps } from './repositories/companies.js';
import { seed } from './seed.js';
import { createShutdown, drainOnSignals, handleProcessFaults } from './shutdown.js';

/**
 * `npm start`: one port serving the console's build (SPA fallback) and /api. The port opens only once the database
 * is migrated and seeded, so nothing — the health endpoints included — answers before the server is ready.
 */
const config = readConfig();
config.consoleDist ??= resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../console/dist');

const app = await buildApp({ config });
const report = await seed(app.services, app.log);
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
if (report.generatedAdminPassword) {
  // Printed once, to the terminal only (not through the logger, whose lines may be shipped elsewhere).
  process.stdout.write(
    `\n  First start: sign in as ${config.adminEmail} with password ${report.generatedAdminPassword}\n` +
      '  (printed only now; set ADMIN_PASSWORD to choose it)\n',
  );
}
process.stdout.write(`\n  Q One console: http://localhost:${port}/\n\n`);

// Unconfirmed sign-ups expire with their link; every sign-up removes the expired ones too, this catches quiet times.
// As background work a failure (the database down) is only logged, and closing the app waits for a sweep under way.
const sweepSignUps = () =>
  app.services.background.run('remove expired sign-ups', async () => {
    await deleteExpiredSignUps(app.services.db, app.services.clock.now());
  });
sweepSignUps();
const sweeps = setInterval(sweepSignUps, 60 * 60 * 1000).unref();

const shutdown = createShutdown(app, config.shutdown, { beforeClose: () => clearInterval(sweeps) });
drainOnSignals(shutdown);
handleProcessFaults(app, shutdown);
