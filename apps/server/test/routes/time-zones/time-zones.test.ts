import { timeZoneMessages } from '@qone/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../fixtures/records.js';
import { activity, call } from '../../fixtures/settings.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

type Zone = { id: string; label: string; utcOffset: string; enabled: boolean; default: boolean };

describe('time zones (listTimeZones, updateTimeZones)', () => {
  it('lists every zone of the runtime with its offset at the server’s time, none enabled at first', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const zones: Zone[] = (await call(t, admin.bearer, 'GET', '/api/time-zones')).json().data;
    expect(zones.length).toBe(new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']).size);
    // The test clock says 1 November 2026: Berlin is back on winter time, New York too (since 1 November).
    expect(zones.find((z) => z.id === 'Europe/Berlin')).toEqual({
      id: 'Europe/Berlin',
      label: '(UTC+01:00) Berlin',
      utcOffset: '+01:00',
      enabled: false,
      default: false,
    });
    // Half-hour offsets, and Adelaide on summer time in November.
    expect(zones.find((z) => z.id === 'Australia/Adelaide')?.utcOffset).toBe('+10:30');
    expect(zones.find((z) => z.id === 'America/Buenos_Aires')?.label).toBe('(UTC-03:00) Buenos Aires');
    expect(zones.some((z) => z.enabled)).toBe(false);
  });

  it('enables zones with one default, keeps zones not sent, and records the change', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const first = await call(t, admin.bearer, 'PUT', '/api/time-zones', {
      timeZones: [
        { id: 'Europe/Berlin', enabled: true, default: true },
        { id: 'Europe/London', enabled: true, default: false },
      ],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(timeZoneMessages.saved);
    t.clock.advance(1000);
    const second = await call(t, admin.bearer, 'PUT', '/api/time-zones', {
      timeZones: [
        { id: 'Europe/Berlin', enabled: true, default: false },
        { id: 'Asia/Tokyo', enabled: true, default: true },
      ],
    });
    const enabled = (second.json().data as Zone[]).filter((z) => z.enabled);
    expect(enabled.map((z) => [z.id, z.default])).toEqual([
      ['Asia/Tokyo', true],
      ['Europe/Berlin', false],
      ['Europe/London', false],
    ]);
    const summary = (await call(t, admin.bearer, 'GET', '/api/dashboard/summary')).json().data;
    expect(summary.timeZones).toEqual({ enabled: 3, default: 'Asia/Tokyo' });
    const [event] = await activity(t, admin.bearer, 'time-zones');
    expect(event).toMatchObject({
      action: 'time-zone.updated',
      before: { default: 'Europe/Berlin' },
      after: { default: 'Asia/Tokyo' },
    });
  });

  it('refuses an unknown zone, no default, two defaults, and a disabled default (400), changing nothing', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const attempts = [
      {
        body: [{ id: 'Mars/Olympus_Mons', enabled: true, default: true }],
        error: timeZoneMessages.unknown('Mars/Olympus_Mons'),
      },
      { body: [{ id: 'Europe/Berlin', enabled: true, default: false }], error: timeZoneMessages.oneDefault },
      {
        body: [
          { id: 'Europe/Berlin', enabled: true, default: true },
          { id: 'Europe/Paris', enabled: true, default: true },
        ],
        error: timeZoneMessages.oneDefault,
      },
      { body: [{ id: 'Europe/Berlin', enabled: false, default: true }], error: timeZoneMessages.oneDefault },
    ];
    for (const attempt of attempts) {
      const res = await call(t, admin.bearer, 'PUT', '/api/time-zones', { timeZones: attempt.body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: attempt.error });
    }
    const zones: Zone[] = (await call(t, admin.bearer, 'GET', '/api/time-zones')).json().data;
    expect(zones.some((z) => z.enabled)).toBe(false);
  });

  it('keeps each company’s zones to itself', async () => {
    t = await build();
    const a = await signedInAdmin(t);
    const b = await signedInAdmin(t);
    await call(t, a.bearer, 'PUT', '/api/time-zones', {
      timeZones: [{ id: 'UTC', enabled: true, default: true }],
    });
    const zones: Zone[] = (await call(t, b.bearer, 'GET', '/api/time-zones')).json().data;
    expect(zones.some((z) => z.enabled)).toBe(false);
  });
});
