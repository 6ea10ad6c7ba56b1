import { randomUUID } from 'node:crypto';
import { hashPassword } from '../src/auth/passwords.js';
import type { Executor } from '../src/db/index.js';
import { insertCompany } from '../src/repositories/companies.js';
import { insertAdministrationGroup } from '../src/repositories/permission-groups.js';

export interface SeededCompany {
  companyId: string;
  /** The company's full-access group (every seeded user is in it). */
  groupId: string;
  /** The users' addresses: all verified, all with the same password. */
  emails: string[];
}

/**
 * One company, a full-access group and `users` verified users sharing one password hash (hashing each costs ~35 ms),
 * written straight into the database (bench/run.ts and bench/ops.ts).
 */
export async function seedCompany(
  db: Executor,
  options: { runId: string; users: number; password: string },
): Promise<SeededCompany> {
  const { runId, users, password } = options;
  const companyId = randomUUID();
  await insertCompany(db, { id: companyId, name: `Bench ${runId}`, now: new Date() });
  const groupId = await insertAdministrationGroup(db, companyId, new Date());
  const passwordHash = await hashPassword(password);
  const emails = Array.from({ length: users }, (_, i) => `bench-${runId}-${users}-${i}@bench.example`);
  for (let start = 0; start < users; start += 250) {
    await db
      .insertInto('users')
      .values(
        emails.slice(start, start + 250).map((email, i) => ({
          id: randomUUID(),
          company_id: companyId,
          name: `Bench User ${start + i}`,
          email,
          phone: null,
          password_hash: passwordHash,
          permission_group_id: groupId,
        })),
      )
      .execute();
  }
  return { companyId, groupId, emails };
}
