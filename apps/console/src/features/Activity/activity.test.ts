import type { ActivityEvent } from '@qone/api-client';
import { activityActions } from '@qone/domain/activity';
import { describe, expect, it } from 'vitest';
import { activityCopy } from '../../copy';
import { changesOf, fieldName, sentenceOf } from './entries';
import { dayIn, rangeQuery, startOfDay } from './timeRange';

const event = (overrides: Partial<ActivityEvent>): ActivityEvent => ({
  _id: '00000000-0000-4000-8000-000000000001',
  at: '2025-06-15T09:00:00Z',
  actor: { _id: null, name: 'Anna Schmidt', email: 'anna@example.com' },
  area: 'company',
  action: 'company.updated',
  targetType: 'company',
  targetId: 'c1',
  targetLabel: 'Acme',
  before: {},
  after: {},
  ...overrides,
});

describe('the timeline entries', () => {
  it('words every action of the catalogue, never its raw name', () => {
    for (const action of activityActions) {
      const sentence = sentenceOf(event({ action }));
      expect(sentence, action).not.toContain(action);
      expect(activityCopy.actions[action].name, action).not.toMatch(/[.-]/);
    }
  });

  it('words the values of a sign-in: its method, the step that failed', () => {
    expect(
      changesOf(
        event({
          area: 'sign-in',
          action: 'user.sign-in-failed',
          before: null,
          after: { step: 'recovery-code', ip: '198.51.100.7' },
        }),
        null,
      ),
    ).toEqual([
      { kind: 'value', field: 'Step that failed', before: '', after: 'Recovery code' },
      { kind: 'value', field: 'IP address', before: '', after: '198.51.100.7' },
    ]);
    expect(
      changesOf(event({ action: 'user.signed-in', before: null, after: { method: 'password+totp' } }), null),
    ).toEqual([
      { kind: 'value', field: 'Signed in with', before: '', after: 'Password and authenticator app' },
    ]);
  });

  it('names fields as the product does, and spells out the others', () => {
    expect(fieldName('invoice_email')).toBe('Invoice email');
    expect(fieldName('permissionGroup')).toBe('Permission group');
    expect(fieldName('someNewField')).toBe('Some new field');
  });

  it('makes a short value a value, a long or multi-line text a line diff, a list added/removed, an empty value empty', () => {
    const lineDiff = (a: string, b: string) => [
      { kind: 'removed' as const, text: a },
      { kind: 'added' as const, text: b },
    ];
    const changes = changesOf(
      event({
        before: { vat: 'DE1', invoice_address: '', tags: ['a', 'b'], active: true },
        after: { vat: 'DE2', invoice_address: 'Street 1\nBerlin', tags: ['b', 'c'], active: false },
      }),
      lineDiff,
    );
    expect(changes).toEqual([
      { kind: 'value', field: 'VAT number', before: 'DE1', after: 'DE2' },
      {
        kind: 'text',
        field: 'Invoice address',
        before: '',
        after: 'Street 1\nBerlin',
        lines: lineDiff('', 'Street 1\nBerlin'),
      },
      { kind: 'list', field: 'Tags', added: ['c'], removed: ['a'] },
      { kind: 'value', field: 'Active', before: activityCopy.yes, after: activityCopy.no },
    ]);
  });

  it("reads a group's access switches as the flags granted and removed, by the access tree's names", () => {
    const [change] = changesOf(
      event({
        action: 'permission-group.flag-changed',
        before: { contacts: false, 'Spring panel: export': true },
        after: { contacts: true, 'Spring panel: export': false },
      }),
      null,
    );
    expect(change).toEqual({
      kind: 'flags',
      field: activityCopy.access,
      granted: ['Contacts'],
      removed: ['Spring panel: Export'],
    });
  });
});

describe('the time range', () => {
  const now = Date.parse('2025-06-15T09:00:00Z');

  it("starts a day at midnight in the company's zone, summer time included", () => {
    expect(new Date(startOfDay('2025-06-15', 'Europe/Berlin') ?? 0).toISOString()).toBe(
      '2025-06-14T22:00:00.000Z',
    );
    expect(new Date(startOfDay('2025-01-15', 'Europe/Berlin') ?? 0).toISOString()).toBe(
      '2025-01-14T23:00:00.000Z',
    );
    expect(startOfDay('not a day', 'UTC')).toBeNull();
    expect(dayIn(Date.parse('2025-06-14T23:30:00Z'), 'Europe/Berlin')).toBe('2025-06-15');
  });

  it('counts the presets back from today, and ends a custom range after its last day (the API excludes `to`)', () => {
    expect(rangeQuery({ preset: 'today', from: '', to: '' }, now, 'UTC')).toEqual({
      from: '2025-06-15T00:00:00.000Z',
    });
    expect(rangeQuery({ preset: '7d', from: '', to: '' }, now, 'UTC')).toEqual({
      from: '2025-06-09T00:00:00.000Z',
    });
    expect(rangeQuery({ preset: '30d', from: '', to: '' }, now, 'UTC')).toEqual({
      from: '2025-05-17T00:00:00.000Z',
    });
    expect(
      rangeQuery({ preset: 'custom', from: '2025-06-01', to: '2025-06-03' }, now, 'Europe/Berlin'),
    ).toEqual({
      from: '2025-05-31T22:00:00.000Z',
      to: '2025-06-03T22:00:00.000Z',
    });
    expect(rangeQuery({ preset: '', from: '2025-06-01', to: '' }, now, 'UTC')).toEqual({});
  });
});
