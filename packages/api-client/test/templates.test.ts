import { templateMessages } from '@qone/domain/messages';
import { PREVIEW_CSP } from '@qone/domain/templates';
import { describe, expect, it } from 'vitest';
import { fixtureId } from '../mocks';
import { ApiError, unwrap } from '../src';
import { testClient, useMockServer } from './support';

describe('the fake’s templates', () => {
  useMockServer('default');
  const api = testClient();
  const email = fixtureId('template', 0);

  it('keeps a version per save, refuses a stale save and restores an older version', async () => {
    const save = (html: string, baseVersion?: number) =>
      unwrap(
        api.PUT('/api/defaults/default/{id}', {
          params: { path: { id: email } },
          body: {
            name: 'Welcome email',
            description: 'x',
            status: 'draft',
            html,
            ...(baseVersion ? { baseVersion } : {}),
          },
        }),
      );
    expect((await save('<p>Two</p>', 1)).data.version).toBe(2);
    const stale = await save('<p>Mine</p>', 1).catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(ApiError);
    expect((stale as ApiError).message).toBe(templateMessages.staleVersion);
    const versions = (
      await unwrap(api.GET('/api/defaults/default/{id}/versions', { params: { path: { id: email } } }))
    ).data;
    expect(versions.map((version) => version.number)).toEqual([2, 1]);
    const first = versions[1]?._id ?? '';
    const restored = await unwrap(
      api.POST('/api/defaults/default/{id}/versions/{versionId}/restore', {
        params: { path: { id: email, versionId: first } },
      }),
    );
    expect(restored).toMatchObject({ message: templateMessages.restored(1), data: { version: 3 } });
  });

  it('serves a prepared preview with the sandbox policy and fills in the samples', async () => {
    const created = await unwrap(
      api.POST('/api/defaults/previews', { body: { type: 'email', html: '<p>Hi {{firstName}}</p>' } }),
    );
    const res = await fetch(`http://localhost${created.data.url}`);
    expect(res.headers.get('content-security-policy')).toBe(PREVIEW_CSP);
    expect(await res.text()).toContain('<p>Hi Anna</p>');
  });
});
