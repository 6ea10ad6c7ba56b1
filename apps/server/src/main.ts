import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { sweepThrottles } from './auth/throttle.js';
import { readConfig } from './config.js';
import { sweepUnusedLogoUploads } from './files/logos.js';
import { deleteExpiredSignUps } from './repositories/companies.js';
import { seed } from './seed.js';

/** `npm start`: one port serving the console's build (SPA fallback) and /api. */
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
// Throttle counters that no longer count go too, and logo uploads never saved, so those tables do not grow.
const sweep = (label: string, task: () => Promise<unknown>) => () =>
  task().catch((error: unknown) =>
    app.log.error({ error: error instanceof Error ? error.name : typeof error }, `${label} failed`),
  );
const sweeps = [
  sweep('removing expired sign-ups', () => deleteExpiredSignUps(app.services.db, app.services.clock.now())),
  sweep('removing forgotten throttle counters', () => sweepThrottles(app.services)),
  sweep('removing unused logo uploads', () => sweepUnusedLogoUploads(app.services)),
];
for (const run of sweeps) {
  await run();
  setInterval(run, 60 * 60 * 1000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
