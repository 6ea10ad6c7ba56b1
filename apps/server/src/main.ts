import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { sweepThrottles } from './auth/throttle.js';
import { readConfig } from './config.js';
import { sweepUnusedLogoUploads } from './files/logos.js';
import { runActivityRetention } from './jobs/activity-retention.js';
import { sweepFinishedMail } from './mail/outbox.js';
import { loggableError } from './plugins/app/error-handler.js';
import { deleteExpiredSignUps } from './repositories/companies.js';
import { deleteExpiredPreviews } from './repositories/company-storage.js';
import { deleteExpiredChallenges, deleteExpiredSignInTickets } from './repositories/second-factors.js';
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
// The last thing start-up prints, so it is easy to find: where the console is and, on the first start, how to sign in.
// The password goes to the terminal only (not through the logger, whose lines may be shipped elsewhere).
const banner = [`Q One console: http://localhost:${port}/`];
if (report.generatedAdminPassword) {
  banner.push(
    '',
    'First sign-in',
    `  Email:    ${config.adminEmail}`,
    `  Password: ${report.generatedAdminPassword}`,
    '(printed only now; set ADMIN_PASSWORD to choose it)',
  );
}
const rule = '─'.repeat(Math.max(...banner.map((line) => line.length)) + 4);
process.stdout.write(`\n${rule}\n${banner.map((line) => (line ? `  ${line}` : '')).join('\n')}\n${rule}\n\n`);

// Unconfirmed sign-ups expire with their link; every sign-up removes the expired ones too, this catches quiet times.
// Throttle counters that no longer count go too, logo uploads never saved, expired editor previews and mail finished
// a month ago and second-step tickets past their five minutes, so those tables do not grow. A sweep that fails (the database down) is only logged: the next hour's, or
// the next start's, does its work.
const sweeps = [
  ['removing expired sign-ups', () => deleteExpiredSignUps(app.services.db, app.services.clock.now())],
  ['removing forgotten throttle counters', () => sweepThrottles(app.services)],
  ['removing unused logo uploads', () => sweepUnusedLogoUploads(app.services)],
  ['removing expired previews', () => deleteExpiredPreviews(app.services.db, app.services.clock.now())],
  ['removing finished mail', () => sweepFinishedMail(app.services)],
  [
    'removing expired sign-in tickets',
    () => deleteExpiredSignInTickets(app.services.db, app.services.clock.now()),
  ],
  [
    'removing expired passkey challenges',
    () => deleteExpiredChallenges(app.services.db, app.services.clock.now()),
  ],
] as const;
const sweepAll = () => {
  for (const [label, task] of sweeps)
    task().catch((error: unknown) => app.log.error({ err: loggableError(error) }, `${label} failed`));
};
sweepAll();
const sweepTimer = setInterval(sweepAll, 60 * 60 * 1000).unref();

// The activity retention job (src/jobs/activity-retention.ts): every process asks at this interval, and one of them
// (the one that claims it in the database) runs it when due.
const pruneActivity = () => {
  runActivityRetention(app.services).catch((error: unknown) =>
    app.log.error({ err: loggableError(error) }, 'activity retention failed'),
  );
};
pruneActivity();
const pruneTimer = setInterval(pruneActivity, config.activityPruneIntervalMs).unref();

const shutdown = createShutdown(app, config.shutdown, {
  beforeClose: () => {
    clearInterval(sweepTimer);
    clearInterval(pruneTimer);
  },
});
drainOnSignals(shutdown);
handleProcessFaults(app, shutdown);
