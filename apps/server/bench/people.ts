/**
 * The user-management load figures (run by bench/run.ts): a company of 10,000 users — verified, invited and deleted,
 * names drawn from a small pool so many share a first or last name — and autocannon against
 *   - GET /api/users?limit=50            the grid's first page (with the total),
 *   - GET /api/users?limit=50&cursor=…   a page deep in the list (keyset: should cost what the first does),
 *   - GET /api/users?q=…&limit=50        a search (ILIKE over name and email),
 *   - GET /api/users/all                 every user of a company of 1,000 (the spec's whole-list read).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../src/auth/passwords.js';
import { insertCompany } from '../src/repositories/companies.js';
import { insertAdministrationGroup } from '../src/repositories/permission-groups.js';

const FIRST = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Emma',
  'Farid',
  'Grace',
  'Hannah',
  'Ivan',
  'Jonas',
  'Katja',
  'Leon',
];
const LAST = [
  'Schmidt',
  'Keller',
  'Vogel',
  'Okafor',
  'Laurent',
  'Haddad',
  'Chen',
  'Müller',
  'Petrov',
  'Weber',
];

export interface PeopleCompany {
  companyId: string;
  adminEmail: string;
}

/**
 * A company with `count` users (80 % verified, 12 % invited with an open link, 8 % deleted) and an admin who signs in
 * with `password`. Rows go in 500 at a time; every verified user shares one hash (hashing each costs ~35 ms).
 */
export async function seedPeople(
  app: FastifyInstance,
  count: number,
  password: string,
  runId: string,
): Promise<PeopleCompany> {
  const db = app.services.db;
  const now = new Date();
  const companyId = randomUUID();
  await insertCompany(db, { id: companyId, name: `People ${runId} ${count}`, now });
  const groupId = await insertAdministrationGroup(db, companyId, now);
  const hash = await hashPassword(password);
  const adminEmail = `people-admin-${runId}-${count}@bench.example`;
  const rows = Array.from({ length: count }, (_, i) => {
    const roll = (i * 7919) % 100;
    const first = FIRST[i % FIRST.length] ?? 'Anna';
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length] ?? 'Schmidt';
    return {
      id: randomUUID(),
      company_id: companyId,
      name: i === 0 ? 'Bench Admin' : `${first} ${last} ${i}`,
      email: i === 0 ? adminEmail : `${first.toLowerCase()}.${i}.${runId}-${count}@bench.example`,
      phone: null,
      password_hash: i === 0 || roll < 80 ? hash : null,
      is_deleted: i !== 0 && roll >= 92,
      permission_group_id: groupId,
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500);
    await db.insertInto('users').values(chunk).execute();
    const invited = chunk.filter((row) => row.password_hash === null && !row.is_deleted);
    if (invited.length > 0) {
      await db
        .insertInto('user_tokens')
        .values(
          invited.map((row) => ({
            id: randomUUID(),
            company_id: companyId,
            user_id: row.id,
            kind: 'invite' as const,
            token_hash: randomUUID() + randomUUID(),
            expires_at: new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000),
            used_at: null,
            created_at: now,
          })),
        )
        .execute();
    }
  }
  return { companyId, adminEmail };
}
