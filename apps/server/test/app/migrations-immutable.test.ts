import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { migrationFolder } from '../../src/db/index.js';

/**
 * Every migration that has been merged, by file name, with the sha-256 of its content (line ends as LF). A database
 * knows a migration by its name and never runs it again, so a renamed one locks out every database that applied it
 * and an edited one changes only databases made afterwards. A new migration gets its line when it is merged: the
 * failure below prints the line to add.
 */
const appliedMigrations: Record<string, string> = {
  '0001_initial.ts': '94ae68dd021f73f9f86b33c7438cf17a2e049bfeb2824a5b8cfc9f0d61c7823b',
  '0002_company_logos.ts': 'ce9c86515ae56a793a9c1b7b17fd036fdb57e8643cab36871ad985b3178f6e7d',
  '0003_audit_events.ts': '069474277f515e26430a5f454964384d1b26466d85a5e1c4f6995e020c845fff',
  '0004_email_per_company.ts': '8bfc6e9af51de621420efeb00910e663d2d0b4cd81c39b9fa9b57bcda5a2f975',
  '0004b_email_change_tokens.ts': '023f47c71608d4c420f667c5d3b69ed7536599c621f82c1c4071de591715c1a8',
  '0005_user_search.ts': '8e0ab898b909091ec514b2b016f2aedea687f9e21b53fdc1af45bafe0b581fe0',
  '0006_settings.ts': '6da7bdd0515cbb8442f9fa78f9726500ae8c51912ce792463e4ebcf55384ce25',
  '0007_templates.ts': 'aa622c9c4c0009d1999904bdef7e32872060aa8a6e3c6744366826573e28480b',
  '0008_languages.ts': 'eb6ad4d29ca03f0c8e42b00566ae9753d6d240f6267c9b2626ce985b99b568d3',
  '0009_user_search_text.ts': 'c04a4194178450f732b6e3514d106c308316d8eeca199815fad1cf53370fabf9',
  '0010_user_directory_version.ts': '74da8534a9ba71a03f4b0e4f6a9990b9d7e907619d9ea72e7f33de582e511b41',
  '0011_mail_outbox.ts': '74238a4d97d9fc62872c1f71c8ec26bc5b9b595db7c9bcb82333b8323b2a7ae4',
  '0012_state_in_database.ts': '720cee80fee361747021d85f237c9f369bb3092d7a918c8430d638b597154161',
  '0014_record_versions.ts': 'bbd685b83071ae0ff0ece5468eccd071419505eda3d07ee7e39c1e944874f7d2',
  '0015_page_slug_claims.ts': '9e51adc286f4880eab45be357fe648aa0003629b64eb7440a85b65a243b43d68',
  '0017_company_storage.ts': '8a8b85ff35016d72b2b7e0e2451b68d2e97d03b75169bac3b850d637567a01ca',
  '0018_activity_table.ts': '9775c63144b57dc775c5eede57659575fa3685aa4a0c5ce4bd18168e997af746',
  '0019_sessions.ts': '98a7a5f9404bda2fa3247ae2c0a7be7a00f08aef33041373c0c0ea9aed5808c5',
  '0021_activity_timeline.ts': '468e539b0edb0c70511aad57189b7bc1b3bda4b58d8f41d0a10f1e787c3878f2',
  '0022_second_factors.ts': 'd5ced7af9609cc548d5d2a57fb5deb7ec3c09d59036e6470d8e5fc3e083685c5',
  '0023_activity_retention.ts': 'ad072625e6828fcd23734894050d4aad082ec0d3bf82ee14d77c242b8c8682bd',
  '0024_passkeys.ts': '8154b4bb6cfefb4d6da997b941e9298196fd75737f05fafecfbdf8c01214e342',
  '0026_activity_text_search.ts': '63f97386394f0f23a76f005089d49a641b641c0d43f95ff37732631eab870696',
  '0027_step_up_challenges.ts': '601eb9fee898cde97ab59674f9475aee4881c5435e0e1d31d2282b4d89814bfa',
  '0028_activity_names.ts': '30f8d54446518e70066324260c5259586b9442c9d8bdd475ac79f9cdf83e3d76',
};

const checksum = (content: Buffer) =>
  createHash('sha256').update(content.toString('utf8').replace(/\r\n/g, '\n')).digest('hex');

/** What is wrong with the migration files against the list, one sentence saying what to do for each. */
function migrationProblems(files: Map<string, string>, recorded: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const [file, expected] of Object.entries(recorded)) {
    const actual = files.get(file);
    if (actual === undefined)
      problems.push(
        `migrations/${file} is gone (renamed or deleted): a database that applied it refuses to start ` +
          `("previously executed migration … is missing"). Put it back under its name, unchanged; to change what ` +
          'it did, write a new migration with the next free number.',
      );
    else if (actual !== expected)
      problems.push(
        `migrations/${file} was edited after it was applied (sha-256 ${actual}, recorded ${expected}): a ` +
          'database that ran it never runs it again, so the edit would reach only new databases. Undo the edit ' +
          'and write a new migration with the next free number that makes the change.',
      );
  }
  for (const [file, actual] of files)
    if (!(file in recorded))
      problems.push(
        `migrations/${file} is not in the list of applied migrations: when it is merged, add this line to ` +
          `appliedMigrations in test/app/migrations-immutable.test.ts:\n  '${file}': '${actual}',`,
      );
  return problems;
}

describe('applied migrations are immutable', () => {
  it('keep the names and content they were merged with', async () => {
    const names = (await readdir(migrationFolder)).filter((file) => /\.(ts|js)$/.test(file)).sort();
    const files = new Map<string, string>();
    for (const name of names) files.set(name, checksum(await readFile(`${migrationFolder}/${name}`)));
    expect(files.size).toBeGreaterThan(10);
    expect(migrationProblems(files, appliedMigrations)).toEqual([]);
  });

  it('say what to do when a migration is renamed, edited or added', () => {
    const recorded = { '0001_a.ts': 'aaa', '0002_b.ts': 'bbb' };
    const problems = migrationProblems(
      new Map([
        ['0001_a.ts', 'changed'],
        ['0003_b.ts', 'bbb'],
      ]),
      recorded,
    );
    expect(problems).toEqual([
      expect.stringMatching(/^migrations\/0001_a\.ts was edited .* Undo the edit and write a new migration/),
      expect.stringMatching(/^migrations\/0002_b\.ts is gone .* write a new migration/),
      expect.stringContaining(
        "add this line to appliedMigrations in test/app/migrations-immutable.test.ts:\n  '0003_b.ts': 'bbb',",
      ),
    ]);
  });
});
