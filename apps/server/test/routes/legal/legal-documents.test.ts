import { DPA_PATH, LEGAL_TEXTS } from '@qone/domain/legal-texts';
import { legalMessages } from '@qone/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { createGroup, createUser, sessionHeaders, signedInAdmin } from '../../fixtures/records.js';
import { activity, call } from '../../fixtures/settings.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

const draft = {
  title: 'Data Breach Notification Procedure',
  paragraph: 'How and when we tell you about a breach.',
  description: 'We notify affected clients within 72 hours. Version two.',
};
const PATH = 'data-breach-notification-procedure';
type Headers = Record<string, string>;
/** The draft's version the editor read (null without a draft): saves and publishes are based on it. */
const draftVersion = async (headers: Headers, path: string): Promise<number | null> =>
  (await call(t, headers, 'GET', `/api/legal-documents/${path}`)).json().data?.draft?.version ?? null;
const saveDraft = async (headers: Headers, path: string, body: object) =>
  call(t, headers, 'PUT', `/api/legal-documents/${path}/draft`, {
    ...body,
    baseVersion: await draftVersion(headers, path),
  });
const publish = async (headers: Headers, path: string, effectiveDate: string) =>
  call(t, headers, 'POST', `/api/legal-documents/${path}/publish`, {
    effectiveDate,
    baseVersion: (await draftVersion(headers, path)) ?? 1,
  });
const day = (offset: number) =>
  new Date(t.clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);

describe('legal texts', () => {
  it('lists every policy with the platform’s version 1, stating every policy fact', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const { data } = (await call(t, admin.bearer, 'GET', '/api/legal-documents')).json();
    expect(data.map((d: { path: string }) => d.path)).toEqual(LEGAL_TEXTS.map((text) => text.path));
    expect(data[0]).toMatchObject({
      title: 'Acceptable Use Policy',
      path: 'privacy-policy',
      version: 1,
      lastDate: '2025-01-01',
      draft: null,
    });
    const all = data.map((d: { description: string }) => d.description).join('\n');
    for (const fact of [
      'within 72 hours',
      'within 1 hour',
      'within 4 working hours',
      'within 10 business days',
      'deleted after 2 years',
      '6 months after the last contact',
      '7 years after the last order',
      'removed after 30 days',
      'kept 3 weeks',
      'at most 2 hours',
      'within 48 hours',
      'fully removed after 12 months',
    ]) {
      expect(all, fact).toContain(fact);
    }
    expect(data.find((d: { path: string }) => d.path === DPA_PATH)).toMatchObject({
      title: 'Data Processing Agreement',
      requiresAcceptance: true,
      acceptance: null,
    });
  });

  it('saves a draft, publishes it from today as version 2, keeps the history, and records each step', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const saved = await saveDraft(admin.bearer, PATH, draft);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: legalMessages.draftSaved,
      data: { version: 1, draft: { ...draft, updatedBy: { name: 'Test User' } } },
    });
    t.clock.advance(1000);
    const published = await publish(admin.bearer, PATH, day(0));
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      message: legalMessages.published(2, day(0)),
      data: { version: 2, description: draft.description, lastDate: day(0), draft: null, scheduled: null },
    });
    const versions = (await call(t, admin.bearer, 'GET', `/api/legal-documents/${PATH}/versions`)).json()
      .data;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions[1].publishedBy).toEqual({ _id: null, name: 'Q One', email: '' });
    const events = await activity(t, admin.bearer, 'legal');
    expect(events.map((e) => e.action)).toEqual(['legal-document.published', 'legal-document.draft-saved']);
  });

  it('a version published for a later date is scheduled and the current one stays in force until then', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    await saveDraft(admin.bearer, PATH, draft);
    const res = await publish(admin.bearer, PATH, day(10));
    expect(res.json().data).toMatchObject({ version: 1, scheduled: { version: 2, effectiveDate: day(10) } });
    t.clock.advance(10 * 86_400_000);
    const { bearer } = await sessionHeaders(t, admin.user);
    const later = (await call(t, bearer, 'GET', `/api/legal-documents/${PATH}`)).json().data;
    expect(later).toMatchObject({ version: 2, scheduled: null, description: draft.description });
  });

  it('refuses publishing without a draft (409), into the past or before the latest version (400)', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const none = await publish(admin.bearer, PATH, day(0));
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ error: legalMessages.noDraft });
    await saveDraft(admin.bearer, PATH, draft);
    const past = await publish(admin.bearer, PATH, day(-1));
    expect(past.json()).toEqual({ error: legalMessages.effectiveDateInPast });
    await publish(admin.bearer, PATH, day(5));
    await saveDraft(admin.bearer, PATH, draft);
    const before = await publish(admin.bearer, PATH, day(2));
    expect(before.statusCode).toBe(400);
    expect(before.json()).toEqual({ error: legalMessages.effectiveBeforeLatest(2, day(5)) });
    const discarded = await call(t, admin.bearer, 'DELETE', `/api/legal-documents/${PATH}/draft`);
    expect(discarded.json()).toMatchObject({ message: legalMessages.draftDiscarded, data: { draft: null } });
    expect((await call(t, admin.bearer, 'DELETE', `/api/legal-documents/${PATH}/draft`)).statusCode).toBe(
      404,
    );
  });

  it('keeps the Active / Do Not Active choice, and refuses other values or documents without options', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    // Before any choice the first option is in effect, so the page never shows an empty choice.
    const first = await call(t, admin.bearer, 'GET', '/api/legal-documents/acceptable-use-policy');
    expect(first.json().data.choice).toBe('Active');
    expect(
      (await call(t, admin.bearer, 'GET', `/api/legal-documents/${PATH}`)).json().data.choice,
    ).toBeNull();
    const chosen = await call(t, admin.bearer, 'PUT', '/api/legal-documents/acceptable-use-policy/choice', {
      choice: 'Do Not Active',
    });
    expect(chosen.json()).toMatchObject({
      message: legalMessages.choiceSaved,
      data: { choice: 'Do Not Active', options: ['Active', 'Do Not Active'] },
    });
    expect(
      (await call(t, admin.bearer, 'GET', '/api/legal-documents/acceptable-use-policy')).json().data.choice,
    ).toBe('Do Not Active');
    const other = await call(t, admin.bearer, 'PUT', '/api/legal-documents/acceptable-use-policy/choice', {
      choice: 'Maybe',
    });
    expect(other.json()).toEqual({ error: legalMessages.unknownOption(['Active', 'Do Not Active']) });
    const noOptions = await call(t, admin.bearer, 'PUT', `/api/legal-documents/${PATH}/choice`, {
      choice: 'Active',
    });
    expect(noOptions.json()).toEqual({ error: legalMessages.noOptions });
  });

  it('records who accepted which version of the DPA and when; a new version needs a new acceptance', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const accepted = await call(t, admin.bearer, 'POST', `/api/legal-documents/${DPA_PATH}/acceptance`);
    expect(accepted.json()).toMatchObject({
      message: legalMessages.accepted(1),
      data: {
        acceptance: {
          version: 1,
          acceptedAt: t.clock.now().toISOString(),
          acceptedBy: { _id: admin.user.id, email: admin.user.email },
        },
      },
    });
    expect((await call(t, admin.bearer, 'GET', '/api/dashboard/summary')).json().data.privacy).toEqual({
      dpaSigned: true,
    });
    await saveDraft(admin.bearer, DPA_PATH, {
      ...draft,
      title: 'Data Processing Agreement',
    });
    await publish(admin.bearer, DPA_PATH, day(0));
    expect((await call(t, admin.bearer, 'GET', '/api/dashboard/summary')).json().data.privacy).toEqual({
      dpaSigned: false,
    });
    const refused = await call(t, admin.bearer, 'POST', `/api/legal-documents/${PATH}/acceptance`);
    expect(refused.json()).toEqual({ error: legalMessages.noAcceptance });
  });

  it('answers 404 for an unknown path; a reader without settings reads but never sees or writes a draft', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    expect((await call(t, admin.bearer, 'GET', '/api/legal-documents/no-such-policy')).statusCode).toBe(404);
    await saveDraft(admin.bearer, PATH, draft);
    const company = admin.company.id;
    const group = await createGroup(t, company, 'none', 'Readers');
    const reader = await sessionHeaders(t, await createUser(t, company, { groupId: group.id }));
    const read = await call(t, reader.bearer, 'GET', `/api/legal-documents/${PATH}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.draft).toBeNull();
    expect((await saveDraft(reader.bearer, PATH, draft)).statusCode).toBe(403);
  });
});
