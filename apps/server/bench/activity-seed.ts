import { activityCatalogue } from '@qone/domain/activity';
import { sql } from 'kysely';
import type { Executor } from '../src/db/index.js';

const TARGETS = 5_000;
const SEED_CHUNK = 100_000;
const DAY = 24 * 60 * 60 * 1000;

/** Every action with its area and target kind: the seeded events cycle through them. */
const actions = Object.entries(activityCatalogue).flatMap(([area, entry]) =>
  Object.keys(entry.actions).map((action) => ({ area, action, target: entry.target as string })),
);

/**
 * `events` activity events of one company over the two years before `now` (bench/activity.ts): written straight
 * into the table, a statement per 100,000.
 */
export async function seedActivityEvents(
  db: Executor,
  options: { companyId: string; events: number; actorIds: readonly string[]; now: number },
): Promise<void> {
  const { companyId, events, actorIds, now } = options;
  const actors = actorIds.length;
  const start = new Date(now - 730 * DAY);
  const step = (730 * DAY) / events;
  const catalogue = JSON.stringify(actions);
  // Times spread evenly over two years (whole milliseconds, as the server writes them), the actions of the catalogue
  // in turn, 200 actors of whom the first made every tenth change (an admin who does most of the work; the others
  // share the rest), 5,000 targets with a name each, except that the company's own events are about the company
  // (as the server records them: its settings, logo, retention and exports all target it).
  // In statements of 100,000 rows, each well inside the server's statement time-out (DB_STATEMENT_TIMEOUT_MS).
  for (let first = 1; first <= events; first += SEED_CHUNK) {
    const last = Math.min(events, first + SEED_CHUNK - 1);
    await sql`
      with catalogue as (
        select (ordinality - 1)::int as i, value->>'area' as area, value->>'action' as action, value->>'target' as target
        from jsonb_array_elements(${catalogue}::jsonb) with ordinality
      ), actors as (
        select (ordinality - 1)::int as i, id::uuid as id from unnest(${actorIds}::text[]) with ordinality as id
      )
      insert into activity
        (id, company_id, at, actor_id, actor_name, actor_email, area, action, target_type, target_id, target_label,
         before, after)
      select gen_random_uuid(), ${companyId}::uuid,
        date_trunc('milliseconds', ${start}::timestamptz + (n * ${step}::float8) * interval '1 millisecond'),
        actors.id, 'Actor ' || actors.i, 'actor' || actors.i || '@bench.example',
        catalogue.area, catalogue.action, catalogue.target,
        case when catalogue.target = 'company' then ${companyId}::text else 'target-' || (n % ${TARGETS}) end,
        case when catalogue.target = 'company' then 'Bench company'
          else 'Target ' || (n % ${TARGETS}) || ' ' || catalogue.target end,
        jsonb_build_object('name', 'Before ' || n), jsonb_build_object('name', 'After ' || n)
      from generate_series(${first}::int, ${last}::int) as n
      join catalogue on catalogue.i = n % ${actions.length}
      join actors on actors.i = case when n % 10 = 0 then 0 else 1 + n % ${actors - 1} end
    `.execute(db);
  }
}
