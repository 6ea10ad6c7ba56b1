import type { Executor } from '../db/index.js';

/**
 * The company that first published a live page with `slug` (migration 0015: the database claims it on publish and
 * never hands it to another company); undefined when no company ever did.
 */
export async function findSlugClaimant(db: Executor, slug: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('page_slug_claims')
    .select('company_id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row?.company_id;
}
