import { isAbsolute, resolve } from 'node:path';
import { readConfig } from '../config.js';
import {
  type BackupReport,
  backupDatabase,
  describeLocation,
  locationOf,
  moveToPostgres,
  type RestoreReport,
  restoreDatabase,
} from '../db/backup.js';

/**
 * `npm run db:backup`, `db:restore` and `db:move-to-postgres` (README "Backup and restore"). The database is the
 * server's: DATABASE_URL's, or the embedded one in DATA_DIR (read as `npm start` reads them). File names are taken
 * from the folder npm was run in.
 */
const usage = `Usage:
  npm run db:backup [-- <file>]              dump the database (DATABASE_URL's, or the embedded one in DATA_DIR)
  npm run db:restore -- <file> [--replace]   load a dump into an empty database (DATABASE_URL's, or DATA_DIR's)
  DATABASE_URL=postgres://… npm run db:move-to-postgres [-- <file>]
                                             the embedded database in DATA_DIR into DATABASE_URL's empty database`;

const [command, ...rest] = process.argv.slice(2);
const flags = new Set(rest.filter((arg) => arg.startsWith('--')));
const [fileArgument] = rest.filter((arg) => !arg.startsWith('--'));
const unknown = [...flags].filter((flag) => flag !== '--replace');

const here = process.env.INIT_CWD ?? process.cwd();
const inHere = (file: string) => (isAbsolute(file) ? file : resolve(here, file));
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const rowTotal = (rows: Record<string, number>) =>
  `${Object.values(rows).reduce((a, b) => a + b, 0)} rows in ${Object.keys(rows).length} tables`;

function printBackup(report: BackupReport) {
  process.stdout.write(
    `Wrote ${report.file}: ${kb(report.bytes)}, ${rowTotal(report.rows)}, in ${seconds(report.milliseconds)}\n` +
      `  (${report.dumpedBy})\n`,
  );
  for (const note of report.notes) process.stdout.write(`Note: ${note}\n`);
}

function printRestore(target: string, report: RestoreReport) {
  process.stdout.write(
    `Restored ${rowTotal(report.rows)} into ${target} in ${seconds(report.milliseconds)}\n`,
  );
}

async function main() {
  if (unknown.length > 0) throw new Error(`unknown option ${unknown.join(', ')}\n${usage}`);
  const config = readConfig();
  const pgDump = process.env.PG_DUMP || undefined;
  switch (command) {
    case 'backup': {
      const location = locationOf(config);
      const file = inHere(fileArgument ?? `qone-backup-${location.engine}-${stamp()}.sql`);
      printBackup(await backupDatabase(location, file, { pgDump, dataDir: config.dataDir }));
      return;
    }
    case 'restore': {
      if (!fileArgument) throw new Error(`name the dump to restore\n${usage}`);
      const location = locationOf(config);
      const report = await restoreDatabase(location, inHere(fileArgument), {
        replace: flags.has('--replace'),
      });
      printRestore(describeLocation(location), report);
      process.stdout.write(
        'Start the server on it as before. Uploaded files under DATA_DIR (company_logos) are not in a dump: ' +
          'copy them along if the backup said so.\n',
      );
      return;
    }
    case 'move-to-postgres': {
      if (!config.databaseUrl)
        throw new Error(`set DATABASE_URL to the empty PostgreSQL database to move to\n${usage}`);
      const file = inHere(fileArgument ?? `qone-move-to-postgres-${stamp()}.sql`);
      const target = { engine: 'postgres', url: config.databaseUrl } as const;
      const report = await moveToPostgres(config.dataDir, config.databaseUrl, file);
      printBackup(report.backup);
      printRestore(describeLocation(target), report.restore);
      process.stdout.write(
        'Every table has the same rows on both sides. Start the server with this DATABASE_URL from now on; the ' +
          `embedded database in ${config.dataDir}/pglite is left as it was (remove it once the server runs on ` +
          'PostgreSQL).\n',
      );
      return;
    }
    default:
      throw new Error(usage);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
