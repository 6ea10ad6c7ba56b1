import { sql } from 'kysely';
import type { Executor } from '../db/index.js';

export interface RateHit {
  key: string;
  now: Date;
  max: number;
  windowMs: number;
}

/** What a hit found: refused (the last window already held `max` hits), the hits in it now, the oldest one's time. */
export interface RateState {
  refused: boolean;
  hits: number;
  oldest: Date;
}

/**
 * Counts one hit of the key, in one statement: the hits older than the window are dropped and this one is added
 * unless `max` remain — then it is refused and not kept. The row is locked by the statement, so hits from any number
 * of servers at once are judged one after another, and every window of `windowMs` holds at most `max` of them.
 */
export async function hitRate(db: Executor, hit: RateHit): Promise<RateState> {
  const since = new Date(hit.now.getTime() - hit.windowMs);
  const recent = sql<Date[]>`array(select h from unnest(r.hits) as u(h) where h > ${since} order by h)`;
  const result = await sql<{ refused: boolean; hits: number; oldest: Date }>`
    insert into request_rates as r (key, hits, refused)
    values (${hit.key}, array[${hit.now}::timestamptz], ${hit.max < 1})
    on conflict (key) do update set
      hits = case when cardinality(${recent}) >= ${hit.max} then ${recent}
        else ${recent} || ${hit.now}::timestamptz end,
      refused = cardinality(${recent}) >= ${hit.max}
    returning refused, cardinality(hits) as hits, hits[1] as oldest`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('the request rate was not counted');
  return { refused: row.refused, hits: Number(row.hits), oldest: new Date(row.oldest ?? hit.now) };
}

/** Keys without a hit since `before`: nothing of theirs counts any more. */
export async function deleteIdleRates(db: Executor, before: Date): Promise<void> {
  await sql`delete from request_rates where cardinality(hits) = 0 or hits[cardinality(hits)] < ${before}`.execute(
    db,
  );
}
