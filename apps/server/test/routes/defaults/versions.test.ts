import { templateMessages } from '@qone/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../fixtures/records.js';
import { createTemplate, draftSave, versionId } from '../../fixtures/templates.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

const json = (body: string) => JSON.parse(body);

describe('template versions', () => {
  it('shows an older version’s content and restores it as a new version, keeping the status', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const template = await createTemplate(t, admin.company.id, { name: 'Welcome', html: '<p>One</p>' });
    const url = `/api/defaults/default/${template.id}`;
    t.clock.advance(1000);
    await t.app.inject({
      method: 'PUT',
      url,
      headers: admin.bearer,
      payload: draftSave({ name: 'Welcome 2', status: 'live', html: '<p>Two</p>' }),
    });

    const first = await versionId(t, template.id, 1);
    const version = await t.app.inject({ url: `${url}/versions/${first}`, headers: admin.bearer });
    expect(json(version.body).data).toMatchObject({
      number: 1,
      name: 'Welcome',
      html: '<p>One</p>',
      status: 'draft',
    });

    t.clock.advance(1000);
    const res = await t.app.inject({
      method: 'POST',
      url: `${url}/versions/${first}/restore`,
      headers: admin.bearer,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res.body)).toMatchObject({
      message: templateMessages.restored(1),
      data: { name: 'Welcome', html: '<p>One</p>', status: 'live', version: 3 },
    });
    const list = json((await t.app.inject({ url: `${url}/versions`, headers: admin.bearer })).body).data;
    expect(
      list.map((v: { number: number; restoredFrom: number | null }) => [v.number, v.restoredFrom]),
    ).toEqual([
      [3, 1],
      [2, null],
      [1, null],
    ]);
    const actions = await t.db
      .selectFrom('activity')
      .select('action')
      .where('company_id', '=', admin.company.id)
      .orderBy('at')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['template.updated', 'template.restored']);
  });

  it('answers 404 for a version of another template', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const one = await createTemplate(t, admin.company.id);
    const two = await createTemplate(t, admin.company.id);
    const res = await t.app.inject({
      url: `/api/defaults/default/${one.id}/versions/${await versionId(t, two.id, 1)}`,
      headers: admin.bearer,
    });
    expect(res.statusCode).toBe(404);
    expect(json(res.body)).toEqual({ error: templateMessages.versionNotFound });
  });
});
