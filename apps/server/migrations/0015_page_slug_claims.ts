import { type Kysely, sql } from 'kysely';

/**
 * Who a page slug's address without a company belongs to (`/preview-web-page/{slug}` on a host that serves no
 * particular company — see routes/defaults/pages.ts): the first company that published a live page with that slug.
 * A claim never moves to another company, so no company's later publish can change what such an address shows; the
 * addresses that name their company (`/p/{company}/{slug}`) need no claim at all.
 *
 * The database writes the claim itself, whichever write makes a page live with a slug (a save, a restore, the seed),
 * so no path can forget it; `on conflict do nothing` keeps the first one when two companies publish at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table page_slug_claims (
      slug text primary key,
      company_id uuid not null references companies (id) on delete cascade,
      claimed_at timestamptz not null
    )
  `.execute(db);
  await sql`
    create function claim_page_slug() returns trigger language plpgsql as $$
    begin
      insert into page_slug_claims (slug, company_id, claimed_at)
        values (new.slug, new.company_id, now())
        on conflict (slug) do nothing;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger templates_claim_page_slug
      after insert or update of status, slug on templates
      for each row
      when (new.type = 'page' and new.status = 'live' and new.slug is not null)
      execute function claim_page_slug()
  `.execute(db);
  await claimPublishedSlugs(db);
  // A company-named address (and a host's first label) finds its company by its alias in any case, on every visit.
  await sql`create index if not exists companies_alias_lower on companies (lower(alias))`.execute(db);
}

/**
 * The claims of the pages live before this migration: for each slug, the company whose live page with it was
 * published first (its earliest live version; the page's creation when it has none). Where exactly one company had
 * the slug live, that is the company the address showed until now; where several had (the address answered 404),
 * it is the one whose link existed before the others published.
 */
export async function claimPublishedSlugs(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into page_slug_claims (slug, company_id, claimed_at)
      select distinct on (t.slug) t.slug, t.company_id, coalesce(v.first_live, t.created_at)
        from templates t
        left join lateral (
          select min(created_at) as first_live from template_versions
            where template_id = t.id and status = 'live'
        ) v on true
        where t.type = 'page' and t.status = 'live' and t.slug is not null
        order by t.slug, coalesce(v.first_live, t.created_at), t.created_at, t.id
      on conflict (slug) do nothing
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists companies_alias_lower`.execute(db);
  await sql`drop trigger if exists templates_claim_page_slug on templates`.execute(db);
  await sql`drop function if exists claim_page_slug()`.execute(db);
  await sql`drop table if exists page_slug_claims`.execute(db);
}
