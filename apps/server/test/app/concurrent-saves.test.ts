import { domainMessages, languageMessages, legalMessages, translationMessages } from '@qone/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../fixtures/records.js';
import { activity, addDomain, call } from '../fixtures/settings.js';
import { createTemplate } from '../fixtures/templates.js';
import { build, type TestApp } from '../helpers/build.js';

/**
 * Saves sent at the same moment. On PostgreSQL each request of a `Promise.all` runs on its own pool connection, so
 * these are real races; PGlite answers one query at a time and runs them in turn, where they must pass too.
 */
let t: TestApp;
afterEach(async () => t?.app.close());

const PATH = 'data-breach-notification-procedure';
const day = (offset: number) =>
  new Date(t.clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);

const noServerError = (responses: { statusCode: number; body: string }[]) => {
  for (const res of responses) expect(res.statusCode, res.body).toBeLessThan(500);
};

describe('concurrent saves are judged in turn', () => {
  it('4 publishes of one legal draft at once: one version is published, the others are told there is no draft', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const saved = await call(t, admin.bearer, 'PUT', `/api/legal-documents/${PATH}/draft`, {
      title: 'Breach procedure',
      paragraph: 'How we tell you about a breach.',
      description: 'We notify affected clients within 72 hours. Version two.',
      baseVersion: null,
    });
    expect(saved.statusCode).toBe(200);
    const baseVersion = saved.json().data.draft.version;
    const publishes = await Promise.all(
      [0, 1, 2, 3].map((offset) =>
        call(t, admin.bearer, 'POST', `/api/legal-documents/${PATH}/publish`, {
          effectiveDate: day(offset),
          baseVersion,
        }),
      ),
    );
    noServerError(publishes);
    const published = publishes.filter((res) => res.statusCode === 200);
    expect(published).toHaveLength(1);
    for (const res of publishes.filter((one) => one.statusCode !== 200)) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: legalMessages.noDraft });
    }
    const versions = (await call(t, admin.bearer, 'GET', `/api/legal-documents/${PATH}/versions`)).json()
      .data;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const events = await activity(t, admin.bearer, 'legal');
    expect(events.filter((event) => event.action === 'legal-document.published')).toHaveLength(1);
  });

  it('4 draft-and-publish rounds at once: the versions come out numbered in turn, each from its own draft', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const url = `/api/legal-documents/${PATH}`;
    const rounds = await Promise.all(
      [1, 2, 3, 4].map(async (n) => {
        const responses = [];
        // Each round saves its draft on the draft it read and publishes exactly that draft; when another round got
        // in between (a 409 either way), it reads again and tries again.
        for (let attempt = 0; attempt < 20; attempt += 1) {
          const read = await call(t, admin.bearer, 'GET', url);
          const draft = await call(t, admin.bearer, 'PUT', `${url}/draft`, {
            title: `Round ${n}`,
            paragraph: `Round ${n} paragraph.`,
            description: `Round ${n} description.`,
            baseVersion: read.json().data.draft?.version ?? null,
          });
          responses.push(read, draft);
          if (draft.statusCode !== 200) continue;
          const publish = await call(t, admin.bearer, 'POST', `${url}/publish`, {
            effectiveDate: day(0),
            baseVersion: draft.json().data.draft.version,
          });
          responses.push(publish);
          if (publish.statusCode === 200) break;
        }
        return responses;
      }),
    );
    const all = rounds.flat();
    noServerError(all);
    for (const res of all.filter((one) => one.statusCode !== 200)) expect(res.statusCode).toBe(409);
    const versions = (await call(t, admin.bearer, 'GET', `${url}/versions`)).json().data as {
      version: number;
      title: string;
    }[];
    expect(versions.map((v) => v.version)).toEqual([5, 4, 3, 2, 1]);
    expect(
      versions
        .slice(0, 4)
        .map((v) => v.title)
        .sort(),
    ).toEqual(['Round 1', 'Round 2', 'Round 3', 'Round 4']);
  });

  it('a domain deleted while mailers are added for it: each mailer is added or refused, never a 5xx', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    for (let round = 0; round < 5; round += 1) {
      const domain = await addDomain(t, admin.bearer, `mail${round}.acme.example.net`);
      const [deleted, ...mailers] = await Promise.all([
        call(t, admin.bearer, 'DELETE', `/api/platform-settings/domain/${domain}`),
        ...[1, 2, 3].map((n) =>
          call(t, admin.bearer, 'POST', '/api/platform-settings/mailer', {
            mailer: `news-${round}-${n}`,
            alias: 'News',
            domain,
            type: 'ese',
          }),
        ),
      ]);
      noServerError([deleted, ...mailers].filter((res) => res !== undefined));
      const added = mailers.filter((res) => res.statusCode === 201).length;
      // Either the domain went first (every mailer: 404) or a mailer did (the deletion: 409, the domain in use).
      if (deleted?.statusCode === 200) expect(added).toBe(0);
      else {
        // Refused while in use, naming the mailers that were saved first (one to three of them).
        expect(deleted?.statusCode).toBe(409);
        const senders = String(deleted?.json().error).split(' still ')[0]?.split(', ') ?? [];
        expect(deleted?.json()).toEqual({ error: domainMessages.inUse(senders) });
        expect(senders.every((sender) => sender.endsWith(`@mail${round}.acme.example.net`))).toBe(true);
      }
    }
  });

  it('8 time-zone saves at once: no 5xx, and the company keeps exactly one request’s zones', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const zones = [
      'Europe/Berlin',
      'Europe/London',
      'Asia/Tokyo',
      'America/New_York',
      'Europe/Paris',
      'Australia/Sydney',
      'Africa/Cairo',
      'America/Chicago',
    ];
    // Each request disables the others' zones, so the final state tells which request was applied last.
    const bodies = zones.map((zone) => ({
      timeZones: zones.map((id) => ({ id, enabled: id === zone, default: id === zone })),
    }));
    const responses = await Promise.all(
      bodies.map((body) => call(t, admin.bearer, 'PUT', '/api/time-zones', body)),
    );
    noServerError(responses);
    expect(responses.map((res) => res.statusCode)).toEqual(zones.map(() => 200));
    const enabled = (await call(t, admin.bearer, 'GET', '/api/time-zones'))
      .json()
      .data.filter((zone: { enabled: boolean }) => zone.enabled);
    expect(enabled).toHaveLength(1);
    expect(enabled[0].default).toBe(true);
    expect(zones).toContain(enabled[0].id);
    expect((await activity(t, admin.bearer, 'time-zones')).length).toBe(8);
  });

  it('8 language saves at once: no 5xx, and the company keeps exactly one request’s languages', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const codes = ['ger', 'fre', 'ita', 'spa', 'dut', 'pol', 'por', 'swe'];
    const bodies = codes.map((code) => ({
      languages: [
        { code: 'eng', enabled: true, default: false, customCode: 'en' },
        ...codes.map((other) => ({
          code: other,
          enabled: other === code,
          default: other === code,
          customCode: other.slice(0, 2),
        })),
      ],
    }));
    const responses = await Promise.all(
      bodies.map((body) => call(t, admin.bearer, 'PUT', '/api/languages', body)),
    );
    noServerError(responses);
    expect(responses.map((res) => res.statusCode)).toEqual(codes.map(() => 200));
    const list = (await call(t, admin.bearer, 'GET', '/api/languages')).json().data as {
      code: string;
      enabled: boolean;
      default: boolean;
    }[];
    const enabled = list.filter((language) => language.enabled && language.code !== 'eng');
    expect(enabled).toHaveLength(1);
    expect(enabled[0]?.default).toBe(true);
    expect(list.filter((language) => language.default)).toEqual(enabled);
  });

  it('the same key twice in one translations save is a 400 naming the key, and nothing is saved', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const email = await createTemplate(t, admin.company.id, { html: '<p>Hello</p>', subject: 'Hi' });
    const [entry] = (await call(t, admin.bearer, 'GET', `/api/translations/${email.id}/ger`)).json().data;
    const res = await call(t, admin.bearer, 'PUT', `/api/translations/${email.id}/ger`, {
      entries: [
        { key: entry.key, target: 'Hallo' },
        { key: entry.key, target: 'Servus' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: translationMessages.duplicateKey(entry.key) });
    const after = (await call(t, admin.bearer, 'GET', `/api/translations/${email.id}/ger`)).json().data;
    expect(after[0].target).toBe('');
    expect(await activity(t, admin.bearer, 'translations')).toEqual([]);
  });

  it('8 translation saves of one segment at once: no 5xx, one of the targets is kept and each change recorded', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const email = await createTemplate(t, admin.company.id, { html: '<p>Hello</p>', subject: 'Hi' });
    const [entry] = (await call(t, admin.bearer, 'GET', `/api/translations/${email.id}/ger`)).json().data;
    const targets = ['Hallo 1', 'Hallo 2', 'Hallo 3', 'Hallo 4', 'Hallo 5', 'Hallo 6', 'Hallo 7', 'Hallo 8'];
    const responses = await Promise.all(
      targets.map((target) =>
        call(t, admin.bearer, 'PUT', `/api/translations/${email.id}/ger`, {
          entries: [{ key: entry.key, target }],
        }),
      ),
    );
    noServerError(responses);
    const kept = (await call(t, admin.bearer, 'GET', `/api/translations/${email.id}/ger`)).json().data[0]
      .target;
    expect(targets).toContain(kept);
    // Judged in turn: each save's "before" is the target the previous one left, so the records form one chain from
    // the empty target to the kept one (the events' order within one clock tick is not the order they were made in).
    const events = (await activity(t, admin.bearer, 'translations')) as {
      before: Record<string, string>;
      after: Record<string, string>;
    }[];
    expect(events).toHaveLength(8);
    const befores = events.map((event) => event.before[entry.key]).sort();
    const afters = events.map((event) => event.after[entry.key]).filter((after) => after !== kept);
    expect(befores).toEqual(['', ...afters].sort());
  });

  it('8 languages saves refusing a duplicate code at once answer 400 each', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const body = {
      languages: [
        { code: 'ger', enabled: true, default: false, customCode: 'de' },
        { code: 'ger', enabled: true, default: false, customCode: 'de' },
      ],
    };
    const responses = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map(() => call(t, admin.bearer, 'PUT', '/api/languages', body)),
    );
    for (const res of responses) expect(res.json()).toEqual({ error: languageMessages.duplicate('ger') });
  });
});
