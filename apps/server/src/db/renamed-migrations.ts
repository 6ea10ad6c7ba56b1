import { type Kysely, sql } from 'kysely';

/**
 * Migrations renamed after a build had applied them under their old name. Kysely knows a migration by its name
 * only, so a database that ran the old name refuses to start ("previously executed migration … is missing") until
 * its record says the new one. The content is the same (test/app/migrations-immutable.test.ts holds every file's
 * checksum, so no rename or edit happens again); an entry here is for a rename that already shipped.
 */
const renamedMigrations: readonly { from: string; to: string; why: string }[] = [
  {
    from: '0003_company_logos',
    to: '0002_company_logos',
    why: 'renumbered by ea00ace after 9f1c280 had applied it as 0003',
  },
];

interface RenameLog {
  info(details: object, message: string): void;
}

/**
 * Rewrites the record of applied migrations from old names to new ones, in one transaction, before the migrator
 * reads it. Running it again (or on two servers at once) changes nothing: a row is renamed only while its new name
 * is absent, and PostgreSQL re-checks that condition on the row the other transaction renamed.
 */
export async function applyMigrationRenames<DB>(db: Kysely<DB>, log: RenameLog | undefined): Promise<void> {
  const table = await sql<{
    found: string | null;
  }>`select to_regclass('kysely_migration')::text as found`.execute(db);
  if (!table.rows[0]?.found) return;
  await db.transaction().execute(async (trx) => {
    for (const { from, to, why } of renamedMigrations) {
      const renamed = await sql<{ name: string }>`
        update kysely_migration set name = ${to}
        where name = ${from} and not exists (select 1 from kysely_migration where name = ${to})
        returning name`.execute(trx);
      if (renamed.rows.length > 0) {
        log?.info({ from, to, why }, 'applied migration recorded under its new name');
        continue;
      }
      const both = await sql<{ n: number }>`
        select count(*)::int as n from kysely_migration where name in (${from}, ${to})`.execute(trx);
      if (both.rows[0]?.n === 2)
        throw new Error(
          `kysely_migration lists both ${from} and ${to}, the same migration under its old and new name: ` +
            `remove the row of ${from} once you have checked that the database has what ${to} creates`,
        );
    }
  });
}
