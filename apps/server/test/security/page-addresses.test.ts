import { templateMessages } from '@qone/domain/messages';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { claimPublishedSlugs } from '../../migrations/0015_page_slug_claims.js';
import { signedInAdmin } from '../fixtures/records.js';
import { call } from '../fixtures/settings.js';
import { createTemplate } from '../fixtures/templates.js';
import { build, type TestApp } from '../helpers/build.js';

/**
 * Issue 21, point 7: on a host that serves no particular company, `/preview-web-page/welcome` showed the Demo
 * Company's page until another company published a live page with slug `welcome` — then 404 for everyone. A public
 * page's address now names its company (`/p/{company}/{slug}`: the API's `company` query), and the older address
 * without a company shows the company that first published the slug, which no other company's publish can change.
 */
let t: TestApp;
afterEach(async () => t?.app.close());

type Admin = Awaited<ReturnType<typeof signedInAdmin>>;

/** A host no company claims, as a shared installation's. */
const SHARED = { host: 'console.qone.example' };

async function publishPage(admin: Admin, slug: string, html: string, status: 'live' | 'draft' = 'live') {
  const created = await call(t, admin.bearer, 'POST', '/api/defaults', {
    name: `Page ${slug}`,
    description: '',
    type: 'page',
  });
  const id = created.json().data._id as string;
  const saved = await call(t, admin.bearer, 'PUT', `/api/defaults/default/${id}`, {
    name: `Page ${slug}`,
    description: '',
    status,
    html,
    slug,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}

/** What a visitor (or `headers`' caller) gets at the JSON and the framed address of a page. */
async function visit(slug: string, company?: string, headers: Record<string, string> = {}) {
  const query = company === undefined ? '' : `?company=${encodeURIComponent(company)}`;
  const json = await t.app.inject({
    url: `/api/defaults/slug/${slug}${query}`,
    headers: { ...SHARED, ...headers },
  });
  const page = await t.app.inject({
    url: `/api/defaults/slug/${slug}/page${query}`,
    headers: { ...SHARED, ...headers },
  });
  expect(page.statusCode, `${slug} ${company}: the framed page answers as the JSON does`).toBe(
    json.statusCode,
  );
  if (json.statusCode !== 200) return { status: json.statusCode, body: json.json() as unknown };
  expect(page.body).toContain(json.json().data.html);
  return { status: 200, body: json.json().data.html as string };
}

const notFound = { status: 404, body: { error: templateMessages.pageNotFound } };

async function twoCompanies() {
  t = await build();
  const demo = await signedInAdmin(t);
  const intruder = await signedInAdmin(t);
  await t.db.updateTable('companies').set({ alias: 'demo' }).where('id', '=', demo.company.id).execute();
  return { demo, intruder };
}

describe('21.7 Page addresses name their company: no company can take or break another’s', () => {
  it('keeps the older address on the first publisher when another company publishes the same slug', async () => {
    const { demo, intruder } = await twoCompanies();
    await publishPage(demo, 'welcome', '<h1>Demo welcome</h1>');
    expect(await visit('welcome')).toEqual({ status: 200, body: '<h1>Demo welcome</h1>' });

    await publishPage(intruder, 'welcome', '<h1>Intruder welcome</h1>');
    expect(await visit('welcome')).toEqual({ status: 200, body: '<h1>Demo welcome</h1>' });
    expect(await visit('welcome', 'demo')).toEqual({ status: 200, body: '<h1>Demo welcome</h1>' });
    expect(await visit('welcome', 'DEMO')).toEqual({ status: 200, body: '<h1>Demo welcome</h1>' });
    expect(await visit('welcome', demo.company.id)).toEqual({ status: 200, body: '<h1>Demo welcome</h1>' });
    expect(await visit('welcome', intruder.company.id)).toEqual({
      status: 200,
      body: '<h1>Intruder welcome</h1>',
    });
  });

  it('shows a company-named address only that company’s page, whoever published the slug first and whoever asks', async () => {
    const { demo, intruder } = await twoCompanies();
    await publishPage(intruder, 'pricing', '<p>Intruder pricing</p>');
    expect(await visit('pricing', 'demo')).toEqual(notFound);
    await publishPage(demo, 'pricing', '<p>Demo pricing</p>');
    expect(await visit('pricing', 'demo')).toEqual({ status: 200, body: '<p>Demo pricing</p>' });
    // The intruder's own session does not put its page at Demo's address…
    expect(await visit('pricing', 'demo', intruder.cookie)).toEqual({
      status: 200,
      body: '<p>Demo pricing</p>',
    });
    // …and Demo's publish did not change what the older address showed.
    expect(await visit('pricing')).toEqual({ status: 200, body: '<p>Intruder pricing</p>' });

    // Drafts: only Demo's own editors see one at Demo's address.
    await publishPage(demo, 'soon', '<p>Soon</p>', 'draft');
    expect(await visit('soon', 'demo')).toEqual(notFound);
    expect(await visit('soon', 'demo', intruder.cookie)).toEqual(notFound);
    expect(await visit('soon', 'demo', demo.cookie)).toEqual({ status: 200, body: '<p>Soon</p>' });
    expect(await visit('welcome', 'no-such-company')).toEqual(notFound);
    expect(
      (await t.app.inject({ url: '/api/defaults/slug/welcome?company=a.b', headers: SHARED })).statusCode,
    ).toBe(400);
  });

  it('never hands the older address to another company: once its first publisher takes the page down, it is a 404', async () => {
    const { demo, intruder } = await twoCompanies();
    const page = await publishPage(demo, 'welcome', '<h1>Demo welcome</h1>');
    await publishPage(intruder, 'welcome', '<h1>Intruder welcome</h1>');
    const unpublished = await call(t, demo.bearer, 'PUT', `/api/defaults/default/${page}`, {
      name: 'Page welcome',
      description: '',
      status: 'draft',
      html: '<h1>Demo welcome</h1>',
      slug: 'welcome',
    });
    expect(unpublished.statusCode).toBe(200);
    expect(await visit('welcome')).toEqual(notFound);
    expect((await call(t, demo.bearer, 'DELETE', `/api/defaults/default/${page}`)).statusCode).toBe(200);
    expect(await visit('welcome')).toEqual(notFound);
    expect(await visit('welcome', intruder.company.id)).toEqual({
      status: 200,
      body: '<h1>Intruder welcome</h1>',
    });
  });

  it('keeps the links of pages published before the upgrade: each slug to the company that published it first', async () => {
    const { demo, intruder } = await twoCompanies();
    const now = t.clock.now().getTime();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
    // Inserted in the opposite order of their publication, as an older installation may hold them.
    await createTemplate(t, intruder.company.id, {
      type: 'page',
      status: 'live',
      slug: 'welcome',
      html: 'Intruder',
      createdAt: at(10),
    });
    await createTemplate(t, demo.company.id, {
      type: 'page',
      status: 'live',
      slug: 'welcome',
      html: 'Demo',
      createdAt: at(60),
    });
    await createTemplate(t, intruder.company.id, {
      type: 'page',
      status: 'live',
      slug: 'only-one',
      html: 'Only',
      createdAt: at(5),
    });
    await createTemplate(t, demo.company.id, {
      type: 'page',
      status: 'draft',
      slug: 'draft',
      createdAt: at(90),
    });
    await t.db.deleteFrom('page_slug_claims').execute();
    await claimPublishedSlugs(t.db as unknown as Kysely<unknown>);
    expect(await visit('welcome')).toEqual({ status: 200, body: 'Demo' });
    expect(await visit('only-one')).toEqual({ status: 200, body: 'Only' });
    expect(await visit('draft')).toEqual(notFound);
  });
});
